import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { sessions } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createConversation, createUser } from '../../test/factories';
import { listenOnLoopback, liveClient } from '../../test/live-client';
import { CLOSE_GOING_AWAY, CLOSE_SIGNED_OUT, CLOSE_TOO_MANY, MAX_SOCKETS_PER_USER } from './routes';

let app: App;
let host: string;
beforeAll(async () => {
  app = await createTestApp();
  host = await listenOnLoopback(app);
});
afterAll(async () => {
  await app.close();
});

const clients: Array<ReturnType<typeof liveClient>> = [];
const connect = (headers: Record<string, string> = {}) => {
  const c = liveClient(host, headers);
  clients.push(c);
  return c;
};
afterAll(() => clients.forEach((c) => c.close()));

/** A buyer who opened a conversation with a seller, a third user, and a live socket for each of them. */
async function pair() {
  const { seller, buyer, third, id } = await createConversation(app);
  const sockets = {
    seller: connect({ cookie: seller.cookie, origin: `http://${host}` }),
    buyer: connect({ cookie: buyer.cookie }),
    third: connect({ cookie: third.cookie }),
  };
  for (const s of Object.values(sockets)) expect(await s.opened).toEqual({ ok: true });
  return { seller, buyer, third, sockets, id };
}

describe('GET /api/live', () => {
  it("pushes a posted message and the conversation's new state to both parties, and nothing to a third user", async () => {
    const { seller, buyer, sockets, id } = await pair();
    const posted = await as(app, buyer.cookie).post('/api/messages', {
      conversationId: id,
      desc: 'Hello, can you start today?',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const message = posted.json();

    for (const side of [sockets.seller, sockets.buyer]) {
      const event = await side.next((e) => e.type === 'message');
      expect(event).toEqual({ type: 'message', data: message });
      const update = await side.next((e) => e.type === 'conversation' && e.data.lastMessage === message.desc);
      expect(update.data).toMatchObject({
        id,
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        readByBuyer: true,
        readBySeller: false,
        lastMessageTime: message.createdAt,
      });
    }

    // Typing goes to the other party only; mark-read to both.
    const typed = await as(app, seller.cookie).post(`/api/conversations/${id}/typing`, { isTyping: true });
    expect(typed.statusCode).toBe(204);
    const typing = await sockets.buyer.next((e) => e.type === 'typing');
    expect(typing.data).toEqual({ conversationId: id, userId: seller.user.id, isTyping: true });
    const read = await as(app, seller.cookie).put(`/api/conversations/${id}`);
    expect(read.statusCode).toBe(200);
    for (const side of [sockets.seller, sockets.buyer]) {
      const event = await side.next((e) => e.type === 'read');
      expect(event.data).toEqual({ conversationId: id, userId: seller.user.id, readBySeller: true, readByBuyer: true });
    }
    expect(sockets.seller.events.some((e) => e.type === 'typing')).toBe(false);

    // A later event for the third user's socket would have arrived after all of the above: give it a moment.
    await new Promise((r) => setTimeout(r, 100));
    expect(sockets.third.events).toEqual([]);
  });

  it('does not push a rejected message', async () => {
    const { buyer, sockets, id } = await pair();
    const rejected = await as(app, buyer.cookie).post('/api/messages', {
      conversationId: id,
      desc: 'call me on 98765 43210',
    });
    expect(rejected.statusCode).toBe(422);
    const ok = await as(app, buyer.cookie).post('/api/messages', { conversationId: id, desc: 'Sounds good' });
    expect(ok.statusCode).toBe(201);
    await sockets.seller.next((e) => e.type === 'message');
    expect(sockets.seller.events.filter((e) => e.type === 'message').map((e) => e.data.desc)).toEqual(['Sounds good']);
  });

  it('refuses an upgrade without a session with 401, before any handshake', async () => {
    expect(await connect().opened).toEqual({ ok: false, status: 401 });
    expect(await connect({ cookie: 'gb_session=not-a-session' }).opened).toEqual({ ok: false, status: 401 });
  });

  it("refuses a foreign Origin with 403, even with the victim's cookie", async () => {
    const victim = await createUser(app);
    for (const origin of ['https://evil.example', 'null', `http://${host}.evil.example`]) {
      expect(await connect({ cookie: victim.cookie, origin }).opened).toEqual({ ok: false, status: 403 });
    }
    expect(await connect({ cookie: victim.cookie, origin: 'http://localhost:3000' }).opened).toEqual({ ok: true });
  });

  it('answers a plain GET (no upgrade) with an error, not a socket', async () => {
    const user = await createUser(app);
    expect((await as(app).get('/api/live')).statusCode).toBe(401);
    const plain = await as(app, user.cookie).get('/api/live');
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toMatchObject({
      code: 'validation',
      message: 'This address only accepts a WebSocket connection.',
    });
  });

  it("closes that session's sockets on logout, and only that session's", async () => {
    const user = await createUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
      payload: { username: user.user.username, password: 'secret123' },
    });
    const otherCookie = `gb_session=${other.cookies.find((c) => c.name === 'gb_session')?.value}`;
    const tab1 = connect({ cookie: user.cookie });
    const tab2 = connect({ cookie: user.cookie });
    const elsewhere = connect({ cookie: otherCookie });
    for (const s of [tab1, tab2, elsewhere]) expect(await s.opened).toEqual({ ok: true });

    const out = await as(app, user.cookie).post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    await tab1.waitClosed();
    await tab2.waitClosed();
    expect(tab1.closed?.code).toBe(CLOSE_SIGNED_OUT);
    await new Promise((r) => setTimeout(r, 100));
    expect(elsewhere.closed).toBeUndefined();
    // The old cookie can no longer open one.
    expect(await connect({ cookie: user.cookie }).opened).toEqual({ ok: false, status: 401 });
  });
});

describe('sockets per user', () => {
  it(`holds at most ${MAX_SOCKETS_PER_USER} per user, and frees a place when one closes`, async () => {
    const user = await createUser(app);
    const tabs = Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect({ cookie: user.cookie }));
    for (const tab of tabs) expect(await tab.opened).toEqual({ ok: true });
    const extra = connect({ cookie: user.cookie });
    await extra.waitClosed();
    expect(extra.closed?.code).toBe(CLOSE_TOO_MANY);
    // Someone else is not affected.
    const other = await createUser(app);
    expect(await connect({ cookie: other.cookie }).opened).toEqual({ ok: true });

    tabs[0]!.ws.close();
    await tabs[0]!.waitClosed();
    await new Promise((r) => setTimeout(r, 50));
    const again = connect({ cookie: user.cookie });
    expect(await again.opened).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(again.closed).toBeUndefined();
  });
});

describe('sessions ended elsewhere', () => {
  it('closes every socket of the user when the password changes (all sessions end)', async () => {
    const user = await createUser(app);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
      payload: { username: user.user.username, password: 'secret123' },
    });
    const secondCookie = `gb_session=${second.cookies.find((c) => c.name === 'gb_session')?.value}`;
    const bystander = await createUser(app);
    const tabs = [connect({ cookie: user.cookie }), connect({ cookie: secondCookie })];
    const other = connect({ cookie: bystander.cookie });
    for (const s of [...tabs, other]) expect(await s.opened).toEqual({ ok: true });
    const changed = await as(app, user.cookie).put('/api/auth/change-password', {
      oldPassword: 'secret123',
      newPassword: 'a-new-secret-456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const tab of tabs) {
      await tab.waitClosed();
      expect(tab.closed?.code).toBe(CLOSE_SIGNED_OUT);
    }
    expect(other.closed).toBeUndefined();
  });
});

describe('sessions that expire', () => {
  it('closes a socket once the session it was opened with has expired, and keeps one whose session is valid', async () => {
    const own = await createTestApp({}, { liveHeartbeatMs: 100 });
    try {
      const ownHost = await listenOnLoopback(own);
      const expiring = await createUser(own);
      const staying = await createUser(own);
      await own.deps.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 600) })
        .where(eq(sessions.userId, expiring.user.id));
      const socket = liveClient(ownHost, { cookie: expiring.cookie });
      const other = liveClient(ownHost, { cookie: staying.cookie });
      clients.push(socket, other);
      expect(await socket.opened).toEqual({ ok: true });
      expect(await other.opened).toEqual({ ok: true });
      await socket.waitClosed(2_000);
      expect(socket.closed?.code).toBe(CLOSE_SIGNED_OUT);
      expect(other.closed).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});

describe('socket upkeep', () => {
  it('drops a socket that stops answering pings, keeps a live one, and closes all with 1001 when the drain starts', async () => {
    const own = await createTestApp({}, { liveHeartbeatMs: 100 });
    try {
      const ownHost = await listenOnLoopback(own);
      const user = await createUser(own);
      const healthy = liveClient(ownHost, { cookie: user.cookie });
      const dead = liveClient(ownHost, { cookie: user.cookie }, { autoPong: false });
      clients.push(healthy, dead);
      expect(await healthy.opened).toEqual({ ok: true });
      expect(await dead.opened).toEqual({ ok: true });
      await dead.waitClosed(1_000);
      // Terminated without a closing handshake.
      expect(dead.closed?.code).toBe(1006);
      expect(healthy.closed).toBeUndefined();

      own.lifecycle.startDraining();
      await healthy.waitClosed(1_000);
      expect(healthy.closed?.code).toBe(CLOSE_GOING_AWAY);
    } finally {
      await own.close();
    }
  });
});
