/**
 * The top-rated score (docs/product-rules.md "Top-rated score"). average = totalStars / starNumber; confidence = 1 / (1
 * + e^(-n/10)); score = average × 2 × 0.7 × confidence + min(n / 20, 10) × 0.3, plus 1 when n > 50. No ratings → 0.
 */
export function topRatedScore(totalStars: number, starNumber: number): number {
  if (!starNumber || starNumber <= 0) return 0;
  const average = totalStars / starNumber;
  const confidence = 1 / (1 + Math.exp(-starNumber / 10));
  const bonus = starNumber > 50 ? 1 : 0;
  return average * 2 * 0.7 * confidence + Math.min(starNumber / 20, 10) * 0.3 + bonus;
}

/** The average rounded to whole stars, as gig cards and the gig page show it (0 when unrated). */
export function roundedStars(totalStars: number, starNumber: number): number {
  if (!starNumber || starNumber <= 0) return 0;
  return Math.round(totalStars / starNumber);
}
