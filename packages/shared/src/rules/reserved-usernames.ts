/**
 * Usernames no one may take, at sign-up or on a rename: names that would pass for the platform or its staff
 * (a buyer trusts a message from "support" or "gigbazaar.official"), route words, and the `deleted` prefix that
 * closed accounts' tombstones use (so no live account can ever sit on a tombstone's name).
 */

/** Whole names (compared without separators and with look-alike digits read as letters: `adm1n`, `r00t`). */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'admins',
  'root',
  'system',
  'sysadmin',
  'superuser',
  'support',
  'help',
  'helpdesk',
  'api',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'staff',
  'security',
  'official',
  'team',
  'gigbazaar',
  'owner',
  'founder',
  'ceo',
  'info',
  'contact',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'mailerdaemon',
  'billing',
  'payment',
  'payments',
  'razorpay',
  'legal',
  'privacy',
  'trust',
  'safety',
  'trustandsafety',
  'verify',
  'verified',
  'verification',
  'account',
  'accounts',
  'settings',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'profile',
  'explore',
  'uploads',
  'mailbox',
  'dev',
  'www',
  'mail',
  'null',
  'undefined',
  'anonymous',
  'everyone',
  'all',
  'seller',
  'sellers',
  'buyer',
  'buyers',
  'user',
  'users',
  'me',
]);

/** Words that make a name look official wherever they stand as a whole part of it: `support.team`, `priya-admin`. */
const STAFF_WORDS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'support',
  'helpdesk',
  'moderator',
  'staff',
  'security',
  'official',
  'gigbazaar',
]);

/** Closed accounts are renamed `deleted-<their id>`; the prefix belongs to them alone. */
export const TOMBSTONE_PREFIX = 'deleted-';

const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', $: 's' };
const unLeet = (s: string) => s.replace(/[0134578$]/g, (c) => LOOKALIKES[c] ?? c);

/** Whether a (lowercased) username is reserved for the platform. */
export function isReservedUsername(username: string): boolean {
  const name = username.trim().toLowerCase();
  if (name.startsWith('deleted')) return true;
  const parts = name.split(/[._-]+/).filter(Boolean);
  const whole = parts.join('');
  if (RESERVED_USERNAMES.has(whole) || RESERVED_USERNAMES.has(unLeet(whole))) return true;
  if (unLeet(whole).includes('gigbazaar')) return true;
  return parts.some((part) => STAFF_WORDS.has(part) || STAFF_WORDS.has(unLeet(part)));
}
