import sharp from 'sharp';
import { IMAGE_FULL_WIDTH, IMAGE_VARIANT_WIDTHS } from '@gigbazaar/shared/rules/images';

/** What an uploaded file really is, judged by its bytes, never by its name or declared type. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf';

const IMAGE_FORMATS = new Set<SniffedType>(['jpeg', 'png', 'webp', 'gif']);

export const isImage = (type: SniffedType) => IMAGE_FORMATS.has(type);

export async function sniff(bytes: Buffer): Promise<SniffedType | null> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  try {
    const { format } = await sharp(bytes).metadata();
    return format && IMAGE_FORMATS.has(format as SniffedType) ? (format as SniffedType) : null;
  } catch {
    // Not an image sharp can read (or a damaged one).
    return null;
  }
}

const WEBP = { quality: 82, effort: 4 } as const;

/**
 * Re-encodes an uploaded image as WebP: turned upright from its EXIF orientation and then written without any
 * metadata (EXIF, GPS, camera details), at most 1280 px wide, plus the narrower variants the pages' srcsets
 * name (`.w480` / `.w720` / `.w960`, never wider than the original). An animated GIF stays animated.
 */
export async function encodeImage(bytes: Buffer): Promise<{ full: Buffer; variants: Map<number, Buffer> }> {
  const animated = ((await sharp(bytes).metadata()).pages ?? 1) > 1;
  const at = (width: number) =>
    sharp(bytes, { animated, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
  const [full, ...narrow] = await Promise.all([at(IMAGE_FULL_WIDTH), ...IMAGE_VARIANT_WIDTHS.map(at)]);
  return { full: full!, variants: new Map(IMAGE_VARIANT_WIDTHS.map((w, i) => [w, narrow[i]!])) };
}
