import { TIMINGS } from '@gigbazaar/shared/constants';

/** The slide index after moving by `step`, wrapping around in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index % count) + count) % count) | 0;
}

/**
 * What a drag of (dx, dy) pixels means: +1 for the next slide (dragged left), -1 for the previous one
 * (dragged right), 0 for nothing. Only a mostly horizontal drag beyond the threshold counts
 * (50 px), so a vertical scroll that drifts sideways never changes the slide.
 */
export function swipeStep(dx: number, dy: number, threshold: number = TIMINGS.swipeThresholdPx): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The gig's pictures in slider order: the cover, then its images, without blanks or repeats. */
export function slideImages(cover: string, images: readonly string[]): string[] {
  return [cover, ...images].filter((url, i, all) => Boolean(url) && all.indexOf(url) === i);
}
