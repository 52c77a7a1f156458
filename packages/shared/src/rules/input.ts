/**
 * Checks every piece of client text must pass before anything else looks at it (docs/decisions/008):
 * PostgreSQL text cannot hold a NUL byte (the query fails), and a lone UTF-16 surrogate is not text at all
 * (it cannot be encoded, so it would be stored as garbage or fail in the driver). Both are refused as a 400.
 * All checks here are single linear passes, safe on any length.
 */

/**
 * A NUL, (with the `u` flag, where paired surrogates are one code point) a surrogate standing alone, or a
 * left-to-right or right-to-left override (U+202D, U+202E). An override makes the screen show the characters
 * after it in reverse, so what a reader sees is not what was written ("\u202E0123456789" reads as a phone
 * number the moderator never saw, the Trojan Source trick). No language needs one: Urdu and Arabic lay
 * themselves out, and the marks they may use (U+200E, U+200F) are not refused.
 */
const UNSAFE_CHAR = /[\0\u202D\u202E\p{Cs}]/u;

export const isSafeText = (value: string): boolean => !UNSAFE_CHAR.test(value);

/** Nesting deeper than this is not something any GigBazaar request has; refusing it keeps every walk cheap. */
export const INPUT_MAX_DEPTH = 32;
/** Values (strings, numbers, keys…) looked at in one request before giving up and refusing it. */
export const INPUT_MAX_NODES = 20_000;

export interface UnsafeInput {
  /** Where in the value: `bio`, `skills.2`, `_` for the value itself. */
  path: string;
  problem: 'text' | 'shape';
}

/**
 * The first string (value or object key) in a parsed request part that is not safe text, or a structure too
 * deep or too big to be a real request. Iterative, so a hostile nesting depth cannot overflow the stack.
 */
export function findUnsafeInput(value: unknown): UnsafeInput | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop()!;
    const at = item.path || '_';
    if (++nodes > INPUT_MAX_NODES || item.depth > INPUT_MAX_DEPTH) return { path: at, problem: 'shape' };
    const v = item.value;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { path: at, problem: 'text' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], path: item.path ? `${item.path}.${i}` : String(i), depth: item.depth + 1 });
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (!isSafeText(key)) return { path: at, problem: 'text' };
        stack.push({ value: (v as Record<string, unknown>)[key], path, depth: item.depth + 1 });
      }
    }
  }
  return null;
}

/**
 * The years a date from a client may have. Year 0 and below, and the far future, are where JavaScript and
 * PostgreSQL disagree (PostgreSQL refuses year 0; JavaScript accepts ±275760), so they never reach a query.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;

/** `YYYY-MM-DD` that is a real calendar day (no 30 February, no year 0). */
export function isRealIsoDay(iso: string): boolean {
  if (iso.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [y, m, d] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  if (y < 1) return false;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A real calendar day within the sane years. */
export function isSaneIsoDay(iso: string): boolean {
  if (!isRealIsoDay(iso)) return false;
  const y = Number(iso.slice(0, 4));
  return y >= DATE_YEAR_MIN && y <= DATE_YEAR_MAX;
}

/** A UTC timestamp `YYYY-MM-DDTHH:MM:SS[.fraction]Z` that is a real instant within the sane years. */
export function isSaneIsoTimestamp(iso: string): boolean {
  if (iso.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/.test(iso)) return false;
  if (!isSaneIsoDay(iso.slice(0, 10))) return false;
  const [h, min, s] = [Number(iso.slice(11, 13)), Number(iso.slice(14, 16)), Number(iso.slice(17, 19))];
  return h < 24 && min < 60 && s < 60;
}

/**
 * An ISO 8601 date-time as clients send it in a query (`2026-11-23T17:45`, `…:00`, `…:00.123`, with `Z` or a
 * `+05:30` offset), read as a Date only when it is a real instant whose written date lies in the sane years;
 * null otherwise. The one way a timestamp query parameter becomes a Date: a year PostgreSQL refuses (year 0)
 * or JavaScript reads differently never reaches a query (it is the caller's 400, not a 500).
 */
export function parseIsoDateTime(text: string): Date | null {
  if (text.length > 40) return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (!m || !isSaneIsoDay(m[1]!)) return null;
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  if (m[5] !== undefined && (Number(m[5]) > 14 || Number(m[6]) > 59)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Milliseconds of a timestamp (a Date or its text), NaN when unreadable. Text longer than any timestamp is
 * not handed to the Date parser, which takes milliseconds to reject a 100 KB string.
 */
export function timestampMs(value: string | Date): number {
  if (value instanceof Date) return value.getTime();
  return value.length > 64 ? Number.NaN : new Date(value).getTime();
}
