import { timestampMs } from './input';

/** Compact relative time of the messages list: Ns, Nm, Nh, Nd, or NA for a missing time. */
export function shortRelativeTime(at: string | Date | null | undefined, now: Date = new Date()): string {
  if (!at) return 'NA';
  const t = timestampMs(at);
  if (Number.isNaN(t)) return 'NA';
  const seconds = Math.max(0, Math.floor((now.getTime() - t) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86400)}d`;
}

/** "just now", "1 minute ago", "5 minutes ago", "3 hours ago", "2 days ago": how long ago, in words. */
export function agoInWords(at: string | Date, now: Date = new Date()): string {
  const t = timestampMs(at);
  if (Number.isNaN(t)) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - t) / 60_000));
  const words = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return words(minutes, 'minute');
  if (minutes < 24 * 60) return words(Math.floor(minutes / 60), 'hour');
  return words(Math.floor(minutes / (24 * 60)), 'day');
}
