import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createConversation, createUser } from '../../test/factories';
import { conversations, typingStatus, users } from '../../platform/db/schema';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const pair = () => createConversation(app);

describe('POST /api/conversations', () => {
  it('creates it once with the server-computed id (201, then 200), the target as seller and the caller as buyer', async () => {
    const seller = await createUser(app, { isSeller: true });
    const buyer = await createUser(app);
    // Logging in stamps lastLogin; set a known one afterwards.
    await app.deps.db
      .update(users)
      .set({ lastLogin: new Date('2026-01-02T03:04:05.000Z') })
      .where(eq(users.id, buyer.user.id));
    const api = as(app, buyer.cookie);
    const first = await api.post('/api/conversations', { to: seller.user.id, id: 'forged_id' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      id: conversationId(buyer.user.id, seller.user.id),
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      readByBuyer: true,
      readBySeller: false,
      lastMessage: null,
      lastMessageTime: null,
      other: { _id: seller.user.id, username: seller.user.username, img: null },
    });
    const again = await api.post('/api/conversations/', { to: seller.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The seller starting it from their side gets the same conversation, with roles unchanged and the buyer as other.
    const fromSeller = await as(app, seller.cookie).post('/api/conversations', { to: buyer.user.id });
    expect(fromSeller.statusCode).toBe(200);
    expect(fromSeller.json()).toMatchObject({
      id: first.json().id,
      sellerId: seller.user.id,
      other: { _id: buyer.user.id, lastLogin: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('settles two simultaneous starts into one conversation (one 201, one 200)', async () => {
    const seller = await createUser(app, { isSeller: true });
    const buyer = await createUser(app);
    const api = as(app, buyer.cookie);
    const answers = await Promise.all([
      api.post('/api/conversations', { to: seller.user.id }),
      api.post('/api/conversations', { to: seller.user.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });

  it('refuses messaging yourself (400) and an unknown or closed account (404); visitors get 401', async () => {
    const me = await createUser(app);
    const api = as(app, me.cookie);
    const self = await api.post('/api/conversations', { to: me.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'validation', message: 'You cannot message yourself.' });
    expect((await api.post('/api/conversations', { to: me.user.username })).statusCode).toBe(400);
    expect((await api.post('/api/conversations', { to: 'no-such-user' })).statusCode).toBe(404);
    const byName = await createUser(app);
    const named = await api.post('/api/conversations', { to: byName.user.username.toUpperCase() });
    expect(named.statusCode).toBe(201);
    expect(named.json().sellerId).toBe(byName.user.id);
    const closed = await createUser(app);
    await app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.user.id));
    expect((await api.post('/api/conversations', { to: closed.user.id })).statusCode).toBe(404);
    expect((await as(app).post('/api/conversations', { to: me.user.id })).statusCode).toBe(401);
    expect((await api.post('/api/conversations', {})).statusCode).toBe(400);
  });
});

describe('GET /api/conversations and /api/conversations/single/{id}', () => {
  it("lists only the caller's conversations, newest activity first, each with the other party", async () => {
    const me = await createUser(app);
    const api = as(app, me.cookie);
    const a = await createUser(app);
    const b = await createUser(app);
    const c = await createUser(app);
    const ids: string[] = [];
    for (const other of [a, b, c]) ids.push((await api.post('/api/conversations', { to: other.user.id })).json().id);
    // Someone else's conversation never shows.
    await as(app, a.cookie).post('/api/conversations', { to: b.user.id });
    // Order by activity: b oldest, then c, then a (which gets a message last).
    await app.deps.db
      .update(conversations)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(conversations.id, ids[1]));
    const msg = await api.post('/api/messages', { conversationId: ids[0], desc: 'Can you start on Monday?' });
    expect(msg.statusCode, msg.body).toBe(201);

    const res = await api.get('/api/conversations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as Array<{ id: string; other: { _id: string }; lastMessage: string | null }>;
    expect(list.map((x) => x.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(list.map((x) => x.other._id)).toEqual([a.user.id, c.user.id, b.user.id]);
    expect(list[0].lastMessage).toBe('Can you start on Monday?');
    expect((await as(app).get('/api/conversations')).statusCode).toBe(401);
  });

  it('answers 404 for none, 403 for a third user, and shows a closed account as "Deleted user"', async () => {
    const { buyer, seller, third, id } = await pair();
    const one = await buyer.api.get(`/api/conversations/single/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.json().other._id).toBe(seller.user.id);
    expect((await buyer.api.get('/api/conversations/single/nobody_here')).statusCode).toBe(404);
    const denied = await third.api.get(`/api/conversations/single/${id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('forbidden');
    expect((await as(app).get(`/api/conversations/single/${id}`)).statusCode).toBe(401);

    await app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, seller.user.id));
    expect((await buyer.api.get(`/api/conversations/single/${id}`)).json().other).toEqual({
      _id: seller.user.id,
      username: 'Deleted user',
      img: null,
      lastLogin: null,
    });
    const refused = await buyer.api.post('/api/messages', { conversationId: id, desc: 'Are you there?' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /api/conversations/{id} (mark read) and read flags', () => {
  it("a message makes it unread for the other party only; PUT marks it read for the caller's side only", async () => {
    const { buyer, seller, third, id } = await pair();
    const sent = await buyer.api.post('/api/messages', { conversationId: id, desc: 'Hi, is the logo gig open?' });
    expect(sent.statusCode).toBe(201);
    let conv = (await seller.api.get(`/api/conversations/single/${id}`)).json();
    expect(conv).toMatchObject({ readBySeller: false, readByBuyer: true, lastMessage: 'Hi, is the logo gig open?' });
    expect(conv.lastMessageTime).toBe(sent.json().createdAt);

    expect((await third.api.put(`/api/conversations/${id}`)).statusCode).toBe(403);
    expect((await as(app).put(`/api/conversations/${id}`)).statusCode).toBe(401);
    expect((await seller.api.put('/api/conversations/none_such')).statusCode).toBe(404);

    const read = await seller.api.put(`/api/conversations/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ readBySeller: true, readByBuyer: true });

    await seller.api.post('/api/messages', { conversationId: id, desc: 'Yes, it is open.' });
    conv = (await buyer.api.get(`/api/conversations/single/${id}`)).json();
    expect(conv).toMatchObject({ readBySeller: true, readByBuyer: false, lastMessage: 'Yes, it is open.' });
    // The buyer marking it read touches only the buyer's flag.
    expect((await buyer.api.put(`/api/conversations/${id}`)).json()).toMatchObject({
      readBySeller: true,
      readByBuyer: true,
    });
  });
});

describe('typing', () => {
  it('records the caller as the typist, expires after 2 s, and refuses third users and visitors', async () => {
    const { buyer, seller, third, id } = await pair();
    const set = await buyer.api.post(`/api/conversations/${id}/typing`, { isTyping: true, userId: seller.user.id });
    expect(set.statusCode).toBe(204);
    const seen = await seller.api.get(`/api/conversations/${id}/typing`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    // The body's userId is ignored: the buyer, who called, is the one typing.
    expect(seen.json()).toEqual([{ userId: buyer.user.id, isTyping: true }]);

    // A flag 2 s old counts as not typing.
    await app.deps.db
      .update(typingStatus)
      .set({ updatedAt: sql`now() - interval '2001 milliseconds'` })
      .where(eq(typingStatus.conversationId, id));
    expect((await seller.api.get(`/api/conversations/${id}/typing`)).json()).toEqual([
      { userId: buyer.user.id, isTyping: false },
    ]);

    await buyer.api.post(`/api/conversations/${id}/typing`, { isTyping: true });
    await seller.api.post(`/api/conversations/${id}/typing`, { isTyping: false });
    const both = (await buyer.api.get(`/api/conversations/${id}/typing`)).json() as Array<{ userId: string }>;
    expect(both).toHaveLength(2);
    expect(both).toContainEqual({ userId: buyer.user.id, isTyping: true });
    expect(both).toContainEqual({ userId: seller.user.id, isTyping: false });

    expect((await third.api.get(`/api/conversations/${id}/typing`)).statusCode).toBe(403);
    expect((await third.api.post(`/api/conversations/${id}/typing`, { isTyping: true })).statusCode).toBe(403);
    expect((await as(app).get(`/api/conversations/${id}/typing`)).statusCode).toBe(401);
    expect((await as(app).post(`/api/conversations/${id}/typing`, { isTyping: true })).statusCode).toBe(401);
    expect((await buyer.api.post(`/api/conversations/${id}/typing`, { isTyping: 'yes' })).statusCode).toBe(400);
    const rows = await app.deps.db.select().from(typingStatus).where(eq(typingStatus.conversationId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([buyer.user.id, seller.user.id].sort());
  });

  it('expires a real flag after 2 s by the clock', async () => {
    const { buyer, seller, id } = await pair();
    await buyer.api.post(`/api/conversations/${id}/typing`, { isTyping: true });
    expect((await seller.api.get(`/api/conversations/${id}/typing`)).json()[0].isTyping).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await seller.api.get(`/api/conversations/${id}/typing`)).json()[0].isTyping).toBe(false);
  });
});
