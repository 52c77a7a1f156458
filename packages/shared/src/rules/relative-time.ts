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
