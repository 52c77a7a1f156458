import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, JSON_HEADERS } from '../test/test-app';

/**
 * A client address of its own for each test: with REDIS_URL the ceiling's counters live in Redis, shared by every
 * test app (and by the last minute's runs), so two tests from one address would share a count.
 */
const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

describe('the per-IP flood ceiling', () => {
  it('counts every spelling of an API path, decided by the route that matched', async () => {
    const app = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 5 });
    try {
      const remoteAddress = freshIp();
      const spellings = ['/%61pi/users', '/%61%70%69/users', '/api/%75sers', '/%61pi/%75sers', '/api/users?x'];
      for (const url of spellings) {
        expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode, url).toBe(200);
      }
      const res = await app.inject({ method: 'GET', url: '/%61pi/users', remoteAddress });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For by default: a client cannot pick a fresh IP per request', async () => {
    const app = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      const remoteAddress = freshIp();
      for (let i = 0; i < 4; i++) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/users',
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from a proxy that TRUST_PROXY names', async () => {
    const app = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
    try {
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/users',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': freshIp() },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

/** A fresh /64 of the documentation range per test, for the same reason as freshIp. */
const freshIpv6Network = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;

describe('IPv6 clients count by their /64', () => {
  // @fastify/rate-limit's own key already does this (ipv6Subnet 64); pinned beside the domain limit below.
  it('the flood ceiling: a new address of the same /64 for each request gets no fresh count', async () => {
    const app = await createTestApp({ httpRateLimit: true, httpRateLimitPerMinute: 3 });
    try {
      const net = freshIpv6Network();
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/users', remoteAddress: `${net}::${i}` })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another /64 is another client.
      expect(
        (await app.inject({ method: 'GET', url: '/api/users', remoteAddress: `${freshIpv6Network()}::1` })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('the one-time-code sends: 20 per /64 per hour, whatever address of it asks', async () => {
    const app = await createTestApp();
    try {
      const net = freshIpv6Network();
      const send = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/send-otp',
          remoteAddress: `${net}:${i.toString(16)}::1`,
          headers: JSON_HEADERS,
          payload: { email: `v6.${i}@example.in` },
        });
      for (let i = 1; i <= 20; i++) expect((await send(i)).statusCode).toBe(200);
      const res = await send(21);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    } finally {
      await app.close();
    }
  });
});

describe('the per-IP one-time-code limit', () => {
  it('cannot be bypassed with X-Forwarded-For (20 sends per IP per hour)', async () => {
    const app = await createTestApp();
    try {
      const send = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/send-otp',
          headers: { ...JSON_HEADERS, 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: `spoof${i}@example.in` },
        });
      for (let i = 1; i <= 20; i++) expect((await send(i)).statusCode).toBe(200);
      const res = await send(21);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    } finally {
      await app.close();
    }
  });
});
