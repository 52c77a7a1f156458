import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One subscriber,
 * phone or server gets a whole /64 and may use any of its 2^64 addresses, so counting single IPv6 addresses let
 * anyone walk past a per-IP limit by changing the address for every request. An IPv4 address written in IPv6
 * (`::ffff:203.0.113.7`) is that IPv4 address.
 */
export function ipLimitKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address;
  // A trailing dotted quad (`64:ff9b::192.0.2.1`) is the last two groups.
  const last = text.lastIndexOf(':') + 1;
  if (isIPv4(text.slice(last))) {
    const [a, b, c, d] = text.slice(last).split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, last)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}
