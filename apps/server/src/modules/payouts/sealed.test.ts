import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed';

const key = Buffer.alloc(32, 1);

describe('sealed payout values', () => {
  it('round-trips, with a fresh IV each time and no plaintext in the sealed text', () => {
    const a = seal(key, 'u1', 'account', '123456789012');
    const b = seal(key, 'u1', 'account', '123456789012');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789012');
    expect(a.startsWith('v1.')).toBe(true);
    expect(open(key, 'u1', 'account', a)).toBe('123456789012');
  });

  it('refuses another key, another owner, another field, or a changed bit', () => {
    const sealed = seal(key, 'u1', 'pan', 'ABCPE1234F');
    expect(() => open(Buffer.alloc(32, 2), 'u1', 'pan', sealed)).toThrow();
    expect(() => open(key, 'u2', 'pan', sealed)).toThrow();
    expect(() => open(key, 'u1', 'account', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3], 'base64url');
    body[0] ^= 1;
    expect(() => open(key, 'u1', 'pan', [...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => open(key, 'u1', 'pan', 'garbage')).toThrow();
  });
});
