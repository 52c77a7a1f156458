/**
 * Stored images have a full-size file (1280 wide) and narrower variants beside it, named
 * `<name>.w<width>.webp` (demo data writes them all). Pictures offer every width in a srcset so the browser
 * picks the smallest that covers the slot: 480 for desktop cards, 720 for a full-width phone slot
 * (≈380 CSS px × DPR 1.75–2), 960 for the desktop gallery.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 720, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** Width of the full-size file. */
export const IMAGE_FULL_WIDTH = 1280;

export function imageVariant(url: string, width: ImageVariantWidth): string {
  if (!isVariantable(url)) return url;
  return url.replace(/\.webp$/, `.w${width}.webp`);
}

const isVariantable = (url: string) => url.startsWith('/uploads/') && url.endsWith('.webp');

/** A srcset with every variant and the full-size file; undefined for images without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!isVariantable(url)) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`), `${url} ${IMAGE_FULL_WIDTH}w`].join(
    ', ',
  );
}

/** Where POST /uploads stores public images; every image there has all the variants. */
export const UPLOADED_IMAGE_PREFIX = '/uploads/public/u/';

/**
 * The file to show for a small picture (avatars, at most 88 CSS px): the 480-wide variant of an uploaded image
 * instead of its 1280-wide original. Other pictures (demo avatars, outside or default images) are already small
 * or have no variants, so they are used as they are.
 */
export function smallImage(url: string): string {
  return url.startsWith(UPLOADED_IMAGE_PREFIX) ? imageVariant(url, 480) : url;
}
