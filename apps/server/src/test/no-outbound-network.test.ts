import dns from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback, outboundGuardInstalled, REFUSED_MESSAGE, takeRefusedConnections } from './no-outbound-network';

/** The guard of the server project's setup file: the outside is refused, loopback works. */
describe('the outbound network guard', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('local'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The error a refused call ends in: fetch wraps the socket's error as its cause. */
  const reason = (error: unknown) => {
    const e = error as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  };

  it('is installed for every server test by the project’s setup file', () => {
    // This file does not install it: only vitest.config.ts's setupFiles can have.
    expect(outboundGuardInstalled()).toBe(true);
  });

  it('refuses fetch to an outside address and to a third party by name', async () => {
    for (const url of ['http://93.184.215.14/', 'https://api.razorpay.com/v1/orders']) {
      const error = await fetch(url).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(reason(error), url).toContain(REFUSED_MESSAGE);
    }
    const refused = takeRefusedConnections();
    expect(refused.some((r) => r.includes('93.184.215.14:80'))).toBe(true);
    expect(refused.some((r) => r.includes('api.razorpay.com'))).toBe(true);
  });

  it('refuses a raw TCP connection and a name lookup', async () => {
    const socket = net.connect({ host: '10.1.2.3', port: 5432 });
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain(`${REFUSED_MESSAGE}: connect to 10.1.2.3:5432`);
    await expect(dns.promises.lookup('smtp.example.in')).rejects.toThrow(REFUSED_MESSAGE);
    const viaCallback = await new Promise<Error | null>((resolve) => dns.lookup('example.com', (e) => resolve(e)));
    expect(viaCallback?.message).toContain(REFUSED_MESSAGE);
    expect(takeRefusedConnections()).toHaveLength(3);
  });

  it('lets loopback through, by address and as localhost', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local');
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('local');
    expect(takeRefusedConnections()).toEqual([]);
  });

  it('knows loopback from the rest', () => {
    for (const host of ['127.0.0.1', '127.8.9.1', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['10.0.0.1', '192.168.1.1', '0.0.0.0', '::', 'example.com', 'localhost.example.com', '']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});
