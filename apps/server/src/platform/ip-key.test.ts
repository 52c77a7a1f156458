import { describe, expect, it } from 'vitest';
import { ipLimitKey } from './ip-key';

describe('ipLimitKey', () => {
  it('keeps IPv4 addresses, and reads IPv4 written in IPv6 as IPv4', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:1::/64';
    for (const ip of [
      '2001:db8:85a3:1::1',
      '2001:0db8:85a3:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:1:0:0:0:2',
      '2001:db8:85a3:1:1234::9%eth0',
      '2001:db8:85a3:1::192.0.2.1',
    ]) {
      expect(ipLimitKey(ip), ip).toBe(key);
    }
    expect(ipLimitKey('2001:db8:85a3:2::1')).not.toBe(key);
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(ipLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(ipLimitKey('')).toBe('');
    expect(ipLimitKey('unknown')).toBe('unknown');
  });
});
