import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApps } from '../../test/test-app';
import { as, createUser } from '../../test/factories';
import { describeWithTools, freePort, missingRedisServer, redisServer, waitFor } from '../../test/fault-services';
import { listenOnLoopback, liveClient } from '../../test/live-client';
import { CLOSE_SIGNED_OUT } from './routes';

/**
 * Two API instances on one database (one PostgreSQL database with DATABASE_URL; otherwise one shared PGlite,
 * which a single OS process owns) and one Redis of the test's own, so it can be killed: a socket held by
 * instance B gets what is posted through instance A, and posting keeps working when Redis dies.
 */
describeWithTools('live events across two API instances', [missingRedisServer()], () => {
  let redis: ReturnType<typeof redisServer>;
  let a: App;
  let b: App;
  let hostA: string;
  let hostB: string;
  const clients: Array<ReturnType<typeof liveClient>> = [];
  const connect = (host: string, cookie: string) => {
    const c = liveClient(host, { cookie });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    redis = redisServer(await freePort());
    await redis.start();
    [a, b] = await createTestApps(2, { redisUrl: redis.url });
    hostA = await listenOnLoopback(a);
    hostB = await listenOnLoopback(b);
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await a?.close();
    await b?.close();
    await redis?.kill();
  });

  async function pair() {
    const seller = await createUser(a, { isSeller: true });
    const buyer = await createUser(a);
    const res = await as(a, buyer.cookie).post('/api/conversations', { to: seller.user.id });
    expect(res.statusCode, res.body).toBe(201);
    return { seller, buyer, id: res.json().id as string };
  }

  it('delivers every message posted through A to a socket on B, in order', async () => {
    expect(a.deps.bus.kind).toBe('redis');
    const { seller, buyer, id } = await pair();
    const onB = connect(hostB, seller.cookie);
    expect(await onB.opened).toEqual({ ok: true });

    for (let i = 0; i < 5; i++) {
      const from = onB.events.length;
      const posted = await as(a, buyer.cookie).post('/api/messages', { conversationId: id, desc: `Update ${i}` });
      expect(posted.statusCode, posted.body).toBe(201);
      // How fast it arrives is `npm run bench:live`'s to measure; a test on a busy machine asks only that it does.
      const event = await onB.next((e) => e.type === 'message', 5_000, from);
      expect(event.data).toEqual(posted.json());
    }
  });

  it('closes the sockets on B when the session logs out through A', async () => {
    const user = await createUser(a);
    const onB = connect(hostB, user.cookie);
    expect(await onB.opened).toEqual({ ok: true });
    expect((await as(a, user.cookie).post('/api/auth/logout')).statusCode).toBe(200);
    await onB.waitClosed(1_000);
    expect(onB.closed?.code).toBe(CLOSE_SIGNED_OUT);
  });

  it('keeps posting (201) while Redis is dead; B catches up with after=, and delivery resumes when Redis returns', async () => {
    const { seller, buyer, id } = await pair();
    const onA = connect(hostA, seller.cookie);
    const onB = connect(hostB, seller.cookie);
    expect(await onA.opened).toEqual({ ok: true });
    expect(await onB.opened).toEqual({ ok: true });
    const first = await as(a, buyer.cookie).post('/api/messages', { conversationId: id, desc: 'Before the outage' });
    expect(first.statusCode).toBe(201);
    await onB.next((e) => e.type === 'message');

    await redis.kill();
    const started = Date.now();
    const during = await as(a, buyer.cookie).post('/api/messages', { conversationId: id, desc: 'During the outage' });
    expect(during.statusCode, during.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    // A's own sockets still get it; B's client fetches what it missed, as it does after any reconnect.
    await onA.next((e) => e.type === 'message' && e.data.desc === 'During the outage');
    const missed = await as(b, seller.cookie).get(`/api/messages/${id}?after=${first.json()._id}`);
    expect(missed.json().map((m: { desc: string }) => m.desc)).toEqual(['During the outage']);

    await redis.start();
    // Both instances' readiness reports Redis again before messages are spent on probing the subscribers
    // (the sender may post 30 a minute).
    for (const app of [a, b]) {
      await waitFor('Redis in readiness', async () => (await app.inject('/api/readyz')).json().checks.redis === 'ok');
    }
    await waitFor('Redis to be back for both instances', async () => {
      const from = onB.events.length;
      await as(a, buyer.cookie).post('/api/messages', { conversationId: id, desc: 'After the outage' });
      await onB.next((e) => e.type === 'message', 300, from);
      return true;
    });
  });
});
