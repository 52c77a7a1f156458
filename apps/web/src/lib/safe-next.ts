/** The query parameter that carries where to go after logging in. */
export const NEXT_PARAM = 'next';

const BASE = 'http://gigbazaar.invalid';

/**
 * Where to go after logging in, from a `?next=` value: only a path of this site (an absolute path such as
 * `/settings?tab=security`), never another origin (`//evil.example`, `/\evil.example`, `https://…`,
 * `javascript:`), and never back to /login or /register. Anything else answers null (go home).
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers treat a backslash as a slash and drop tabs and newlines, so "/\evil" or "/\t/evil" would leave.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login' || url.pathname === '/register') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that comes back to `path` afterwards. */
export function loginReturningTo(path: string): string {
  const next = safeNext(path);
  return next && next !== '/' ? `/login?${new URLSearchParams({ [NEXT_PARAM]: next })}` : '/login';
}
