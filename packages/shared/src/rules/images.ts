/**
 * Stored images have a full-size file and narrower variants beside it, named `<name>.w<width>.webp`
 * (uploads and demo data write both). Cards ask for a variant; the gig page uses the full image.
 */
export const IMAGE_VARIANT_WIDTHS = [480] as const;

export function imageVariant(url: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]): string {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return url;
  return url.replace(/\.webp$/, `.w${width}.webp`);
}
