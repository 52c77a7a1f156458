import { createContext, useContext } from 'react';

/**
 * The cookies a screen's first render depends on, by name. On the server they are the request's (only the ones
 * serve-web hands over, never the session); in the browser they are read from document.cookie, which at hydration
 * holds the same values, so both renders agree.
 */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

const Ctx = createContext<RequestCookies>({});
export const RequestCookiesProvider = Ctx.Provider;

/** One cookie's value from a `Cookie`-style string (`a=1; b=2`), decoded; undefined when absent. */
export function cookieFrom(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A cookie's value as this render sees it: the request's on the server, the document's in the browser. */
export function useCookie(name: string): string | undefined {
  const server = useContext(Ctx);
  return typeof document === 'undefined' ? server[name] : cookieFrom(document.cookie, name);
}
