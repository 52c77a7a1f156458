import { expect, it } from 'vitest';
import {
  findUnsafeInput,
  isRealIsoDay,
  isSafeText,
  isSaneIsoDay,
  isSaneIsoTimestamp,
  parseIsoDateTime,
  INPUT_MAX_DEPTH,
} from './input';

it('refuses NUL bytes and lone surrogates, and keeps every real character', () => {
  expect(isSafeText('नमस्ते 🙂 café, tab\tnewline\n')).toBe(true);
  expect(isSafeText('a\u0000b')).toBe(false);
  expect(isSafeText('\uD800')).toBe(false);
  expect(isSafeText('x\uDFFFy')).toBe(false);
  expect(isSafeText('\uDE00\uD83D')).toBe(false);
  expect(isSafeText('\uD83D\uDE00')).toBe(true);
});

it('refuses the overrides that show text reversed, and keeps the marks right-to-left languages use', () => {
  expect(isSafeText('call \u202E0123456789')).toBe(false);
  expect(isSafeText('x\u202Dy')).toBe(false);
  expect(isSafeText('اردو \u200Fمیں\u200E ok')).toBe(true);
});

it('finds the first unsafe string or key in a parsed body, with its path', () => {
  expect(findUnsafeInput({ bio: 'fine', skills: ['a', 'b'] })).toBeNull();
  expect(findUnsafeInput({ bio: 'fine', skills: ['a', 'b\u0000'] })).toEqual({ path: 'skills.1', problem: 'text' });
  expect(findUnsafeInput({ ['k\u0000']: 1 })).toEqual({ path: '_', problem: 'text' });
  expect(findUnsafeInput('\uD800')).toEqual({ path: '_', problem: 'text' });
  expect(findUnsafeInput(42)).toBeNull();
  expect(findUnsafeInput(null)).toBeNull();
});

it('refuses nesting deeper than any real request without recursing', () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(findUnsafeInput(deep)?.problem).toBe('shape');
  let ok: unknown = 'x';
  for (let i = 0; i < INPUT_MAX_DEPTH; i++) ok = { a: ok };
  expect(findUnsafeInput(ok)).toBeNull();
  expect(findUnsafeInput(Array.from({ length: 50_000 }, () => 1))?.problem).toBe('shape');
});

it('knows real days and the sane years', () => {
  expect(isRealIsoDay('2024-02-29')).toBe(true);
  expect(isRealIsoDay('2025-02-29')).toBe(false);
  expect(isRealIsoDay('0000-01-01')).toBe(false);
  expect(isRealIsoDay('0050-01-01')).toBe(true);
  expect(isRealIsoDay('2025-13-01')).toBe(false);
  expect(isSaneIsoDay('0050-01-01')).toBe(false);
  expect(isSaneIsoDay('1999-12-31')).toBe(true);
  expect(isSaneIsoTimestamp('2025-01-02T03:04:05.123456Z')).toBe(true);
  expect(isSaneIsoTimestamp('0000-01-01T00:00:00.000000Z')).toBe(false);
  expect(isSaneIsoTimestamp('2025-02-30T00:00:00.000000Z')).toBe(false);
  expect(isSaneIsoTimestamp('2025-01-01T24:00:00.000000Z')).toBe(false);
  expect(isSaneIsoTimestamp('+275760-09-13T00:00:00.000Z')).toBe(false);
});

it('reads an ISO date-time from a query only inside the years PostgreSQL and JavaScript agree on', () => {
  expect(parseIsoDateTime('2026-11-23T17:45:00.000Z')?.toISOString()).toBe('2026-11-23T17:45:00.000Z');
  expect(parseIsoDateTime('2026-11-23T17:45Z')?.toISOString()).toBe('2026-11-23T17:45:00.000Z');
  expect(parseIsoDateTime('2026-11-23T23:15:30+05:30')?.toISOString()).toBe('2026-11-23T17:45:30.000Z');
  expect(parseIsoDateTime('1900-01-01T00:00:00Z')).not.toBeNull();
  expect(parseIsoDateTime('9999-12-31T23:59:59.999Z')).not.toBeNull();
  for (const bad of [
    '0000-01-01T00:00:00Z', // PostgreSQL has no year 0 (once a 500)
    '0001-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '2025-02-30T00:00:00Z',
    '2025-01-01T24:00:00Z',
    '2025-01-01T10:60:00Z',
    '2025-01-01T10:00:61Z',
    '2025-01-01T10:00:00+25:00',
    '2025-01-01T10:00:00', // no zone: whose clock?
    '2025-01-01',
    `2025-01-01T10:00:00.${'1'.repeat(100)}Z`,
    '6f1c2d1e-8f0a-4a57-9a7e-2f1e5d8c9b10',
  ]) {
    expect(parseIsoDateTime(bad), bad).toBeNull();
  }
});
