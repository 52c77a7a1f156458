/** Usernames and e-mails are stored lowercased; the login field also drops spaces. */
export const normalizeUsername = (value: string) => value.trim().toLowerCase();
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizeLogin = (value: string) => value.replace(/\s+/g, '').toLowerCase();

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

/** The longest address a mail system accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Deliberately plain: the code sent to the address is the real check. Something, `@`, then a domain with a
 * dot after its first character and at least two characters after that dot. Written so each character can
 * only be matched one way (the first dot after the domain's first character ends `[^\s@.]*`), so the
 * engine never backtracks: linear in the length of any input (docs/decisions/008).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;

/** The e-mail check to call: the length first, so no pattern ever runs on a 60 KB "address". */
export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
