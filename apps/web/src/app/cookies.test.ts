import { describe, expect, it } from 'vitest';
import { cookieFrom } from './cookies';

describe('cookieFrom', () => {
  it('finds a cookie by its exact name among others', () => {
    expect(cookieFrom('dark_mode=1; gb_msg_notice=a.b', 'gb_msg_notice')).toBe('a.b');
    expect(cookieFrom('gb_msg_notice_old=x; gb_msg_notice=y', 'gb_msg_notice')).toBe('y');
    expect(cookieFrom('dark_mode=1', 'gb_msg_notice')).toBeUndefined();
    expect(cookieFrom('', 'gb_msg_notice')).toBeUndefined();
  });

  it('decodes the value, and keeps one that does not decode as it is', () => {
    expect(cookieFrom('a=x%20y', 'a')).toBe('x y');
    expect(cookieFrom('a=100%', 'a')).toBe('100%');
  });
});
