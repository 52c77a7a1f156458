/**
 * Indian digit grouping, whole rupees: 149999 → "1,49,999" (the last three digits, then pairs).
 * Written out instead of `Intl.NumberFormat('en-IN')` because creating that formatter loads the ICU locale
 * data: about 15 ms of a phone's main thread, paid while every page that shows a price starts up.
 * Rounds half away from zero, as the Intl formatter with no fraction digits does.
 */
export function formatIndianNumber(n: number): string {
  const whole = Math.round(Math.abs(n));
  // Beyond 1e21 String() switches to exponent notation; no price comes near it.
  if (!Number.isFinite(n) || whole >= 1e21) return String(n);
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const grouped = head ? `${groupPairs(head)},${digits.slice(-3)}` : digits;
  return n < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** "1234567" → "12,34,567": pairs from the right, without a lookahead pattern that rescans the tail. */
function groupPairs(digits: string): string {
  const first = digits.length % 2;
  const parts = first ? [digits.slice(0, 1)] : [];
  for (let i = first; i < digits.length; i += 2) parts.push(digits.slice(i, i + 2));
  return parts.join(',');
}

/**
 * The amount exactly as it is charged (docs/product-rules.md "Dates and money"): whole rupees without decimals,
 * "1,49,999", and paise when there are any, "99.50" — a screen never rounds what the checkout will take.
 */
export function formatAmount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const paise = Math.round(n * 100);
  const fraction = Math.abs(paise) % 100;
  if (fraction === 0) return formatIndianNumber(paise / 100);
  const whole = formatIndianNumber(Math.trunc(Math.abs(paise) / 100));
  return `${paise < 0 ? '-' : ''}${whole}.${String(fraction).padStart(2, '0')}`;
}

/** "₹1,49,999", "₹99.50" */
export const formatRupees = (n: number) => `₹${formatAmount(n)}`;

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;

/** "₹1,49,999.50": rupees with paise, Indian grouping (earnings, tax lines). */
export function formatRupeesWithPaise(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const text = `₹${formatIndianNumber(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return rupees < 0 && paise !== 0 ? `-${text}` : text;
}
