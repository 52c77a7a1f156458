import { timestampMs } from './input';

const DAY = 86_400_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** "Last active" labels (docs/product-rules.md "Relative times"); null when the user never logged in. */
export function lastActiveLabel(lastLogin: string | Date | null | undefined, now: Date = new Date()): string | null {
  if (!lastLogin) return null;
  const at = timestampMs(lastLogin);
  if (Number.isNaN(at)) return null;
  const days = Math.floor(Math.max(0, now.getTime() - at) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.max(1, Math.floor(days / 365)), 'year');
}
