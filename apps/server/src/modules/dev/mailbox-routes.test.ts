import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { isLoopback, mailboxEnabled } from './mailbox-routes';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('dev mailbox', () => {
  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress, headers });

  it('answers the machine itself (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await read(address)).statusCode, address).toBe(200);
    }
  });

  it('is a 404 for anyone else, whatever X-Forwarded-For claims', async () => {
    for (const address of ['203.0.113.9', '10.0.0.4', '::ffff:192.168.1.2', '2001:db8::1']) {
      expect((await read(address)).statusCode, address).toBe(404);
      expect((await read(address, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      404,
    );
  });

  it('exists only while mail is not sent, and not in production against DATABASE_URL', () => {
    const deps = (kind: 'outbox' | 'smtp', env: 'production' | 'development' | 'test', databaseUrl?: string) =>
      ({ mailer: { kind }, config: { env, databaseUrl } }) as unknown as Parameters<typeof mailboxEnabled>[0];
    expect(mailboxEnabled(deps('outbox', 'production'))).toBe(true); // embedded install (npm start, e2e)
    expect(mailboxEnabled(deps('outbox', 'development', 'postgres://db/x'))).toBe(true);
    expect(mailboxEnabled(deps('outbox', 'production', 'postgres://db/x'))).toBe(false);
    expect(mailboxEnabled(deps('smtp', 'development'))).toBe(false);
  });

  it('is not registered for a production app on a database server', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopback('127.0.0.1.evil')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
