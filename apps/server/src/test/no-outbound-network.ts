import dns from 'node:dns';
import net from 'node:net';

/**
 * The server project's tests (installed by its setup file, setup-network-guard.ts) reach only this machine's loopback (127.0.0.0/8, ::1,
 * localhost). Third parties (Razorpay, SMTP, S3) are stood in for by local servers; a call that slips past them
 * to the outside would make a test depend on the network, leak test data, or pass while hiding a missing stand-in.
 *
 * Every TCP connection (fetch, http, tls, database and Redis clients all end in net.Socket#connect) and every
 * name lookup is checked before it happens. A refused one fails where it is made, with an error naming the
 * address, and also fails the test in afterEach, so code that swallows the error cannot hide it.
 */

export const REFUSED_MESSAGE = 'Outbound network call refused in tests';

interface GuardState {
  refused: string[];
}
// On globalThis: the setup file and a test that imports this module must share one list and one patch.
const KEY = Symbol.for('gigbazaar.test.outboundGuard');
const globals = globalThis as unknown as Record<symbol, GuardState | undefined>;

export function isLoopback(host: string): boolean {
  const h = (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host).toLowerCase();
  if (h === 'localhost') return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) return h === '::1' || h === '0:0:0:0:0:0:0:1' || h.startsWith('::ffff:127.');
  return false;
}

/** The refusals since the last call (a test that proves the guard takes its own, so afterEach stays quiet). */
export function takeRefusedConnections(): string[] {
  return globals[KEY]?.refused.splice(0) ?? [];
}

function refusal(what: string): Error {
  const message =
    `${REFUSED_MESSAGE}: ${what}. Tests may reach only loopback (127.0.0.1, ::1, localhost); ` +
    'stand in for the service with a local server.';
  globals[KEY]!.refused.push(message);
  return new Error(message);
}

/** Host and port of Socket#connect's arguments: (options), (port, host), or net.connect's normalized [options]. */
function connectTarget(args: unknown[]): { host: string; port: unknown } | undefined {
  let first = args[0];
  if (Array.isArray(first)) first = first[0];
  if (typeof first === 'object' && first !== null) {
    const o = first as { host?: unknown; port?: unknown; path?: unknown };
    if (typeof o.path === 'string' && o.port === undefined) return undefined; // a Unix socket is local
    return { host: typeof o.host === 'string' && o.host ? o.host : 'localhost', port: o.port };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { host: typeof args[1] === 'string' && args[1] ? args[1] : 'localhost', port: first };
  }
  return undefined; // a path string: a Unix socket
}

export const outboundGuardInstalled = () => globals[KEY] !== undefined;

export function installOutboundGuard() {
  if (globals[KEY]) return;
  globals[KEY] = { refused: [] };

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    if (target && !isLoopback(target.host)) {
      // As a refused connection does: the socket errors asynchronously, the caller's error handling runs.
      const error = refusal(`connect to ${target.host}:${String(target.port)}`);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;

  const lookup = dns.lookup;
  const guardedLookup = function (hostname: string, ...rest: unknown[]) {
    if (typeof hostname === 'string' && !isLoopback(hostname) && !net.isIP(hostname)) {
      const error = refusal(`DNS lookup of ${hostname}`);
      const callback = rest.at(-1);
      if (typeof callback === 'function') process.nextTick(() => (callback as (e: Error) => void)(error));
      return {};
    }
    return (lookup as (...a: unknown[]) => unknown).call(dns, hostname, ...rest);
  };
  // Keeps util.promisify's custom behaviour of the original (it resolves to { address, family }).
  Object.defineProperties(guardedLookup, Object.getOwnPropertyDescriptors(lookup));
  dns.lookup = guardedLookup as typeof dns.lookup;

  const lookupAsync = dns.promises.lookup;
  dns.promises.lookup = async function (hostname: string, ...rest: unknown[]) {
    if (typeof hostname === 'string' && !isLoopback(hostname) && !net.isIP(hostname)) {
      throw refusal(`DNS lookup of ${hostname}`);
    }
    return (lookupAsync as (...a: unknown[]) => Promise<unknown>).call(dns.promises, hostname, ...rest);
  } as typeof dns.promises.lookup;
}
