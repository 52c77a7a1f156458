/** How many strip categories fit at a viewport width. The CSS in the web's category strip mirrors these steps. */
export function stripCategoryCount(width: number): number {
  if (width <= 820) return 6;
  if (width <= 1000) return 7;
  if (width <= 1200) return 8;
  return 13;
}

/** The strip shows only above the mobile breakpoint, and on home only after scrolling past 20 px. */
export function isStripVisible(width: number, scrollY: number, isHome: boolean): boolean {
  return width > 768 && (!isHome || scrollY > 20);
}

/** Home carousel slides per view. */
export function carouselSlides(width: number): number {
  if (width >= 1200) return 5;
  if (width >= 992) return 4;
  if (width >= 668) return 3;
  return 2;
}
