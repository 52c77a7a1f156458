import { timestampMs } from './input';

const MINUTE = 60_000;

/** Presence thresholds (docs/product-rules.md "Presence labels"), in minutes since the last heartbeat. */
const PRESENCE_STEPS: ReadonlyArray<readonly [number, string]> = [
  [2, 'Online'],
  [10, 'Online moments ago'],
  [120, 'Online recently'],
  [1440, 'Online today'],
  [10080, 'Online this week'],
  [43200, 'Online this month'],
];

export function presenceLabel(lastLogin: string | Date | null | undefined, now: Date = new Date()): string {
  if (!lastLogin) return 'Offline';
  const at = timestampMs(lastLogin);
  if (Number.isNaN(at)) return 'Offline';
  const minutes = Math.max(0, (now.getTime() - at) / MINUTE);
  for (const [limit, label] of PRESENCE_STEPS) if (minutes < limit) return label;
  return 'Offline';
}
