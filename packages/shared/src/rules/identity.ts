/** Usernames and e-mails are stored lowercased; the login field also drops spaces (spec 2 §5). */
export const normalizeUsername = (value: string) => value.trim().toLowerCase();
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
export const normalizeLogin = (value: string) => value.replace(/\s+/g, '').toLowerCase();

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;
/** Deliberately plain: the code sent to the address is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
