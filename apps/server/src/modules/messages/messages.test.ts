import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createConversation, createUser } from '../../test/factories';
import { CONVERSATION_MSG } from '@gigbazaar/shared/schemas/conversations';
import { conversations, messages, moderationEvents } from '../../platform/db/schema';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const pair = () => createConversation(app);

describe('POST /api/messages', () => {
  it('stores a message from a party (201) and shows it to both, oldest first', async () => {
    const { buyer, seller, id } = await pair();
    const first = await buyer.api.post('/api/messages', { conversationId: id, desc: '  Hello! Need a logo.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ conversationId: id, userId: buyer.user.id, desc: 'Hello! Need a logo.' });
    const second = await seller.api.post('/api/messages', { conversationId: id, desc: 'Sure, ₹4,999 for 3 concepts.' });
    expect(second.statusCode, second.body).toBe(201);

    for (const api of [buyer.api, seller.api]) {
      const res = await api.get(`/api/messages/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().map((m: { _id: string }) => m._id)).toEqual([first.json()._id, second.json()._id]);
    }
  });

  it('keeps every one of simultaneous messages, listed in the order they were stored', async () => {
    const { buyer, seller, id } = await pair();
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? seller.api : buyer.api).post('/api/messages', { conversationId: id, desc: `burst ${i}` }),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const listed = (await buyer.api.get(`/api/messages/${id}`)).json() as Array<{ desc: string; createdAt: string }>;
    expect(listed.map((m) => m.desc).sort()).toEqual(sent.map((r) => r.json().desc).sort());
    const times = listed.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort());
    const [conv] = await app.deps.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conv.lastMessage).toBe(listed.at(-1)?.desc);
  });

  it('refuses blank and over-long messages with 400, and visitors with 401', async () => {
    const { buyer, id } = await pair();
    for (const desc of ['', '   \n ', 'x'.repeat(2001), 'y'.repeat(5000)]) {
      const res = await buyer.api.post('/api/messages', { conversationId: id, desc });
      expect(res.statusCode, desc.slice(0, 10)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await buyer.api.post('/api/messages', { conversationId: id, desc: 'z'.repeat(2000) })).statusCode).toBe(
      201,
    );
    expect((await as(app).post('/api/messages', { conversationId: id, desc: 'hi' })).statusCode).toBe(401);
  });

  it('rejects personal information with 422, stores nothing, leaves the conversation as it was, records the rule', async () => {
    const { buyer, seller, id } = await pair();
    await seller.api.post('/api/messages', { conversationId: id, desc: 'Welcome! What do you need?' });
    const [before] = await app.deps.db.select().from(conversations).where(eq(conversations.id, id));

    for (const desc of [
      'call me on nau aath saat six five four three two one zero',
      'mail me: priya [at] gmail (dot) com',
    ]) {
      const res = await buyer.api.post('/api/messages', { conversationId: id, desc });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'moderation_rejected',
        message: 'Please do not ask or give personal information',
      });
    }

    const stored = await app.deps.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.desc)).toEqual(['Welcome! What do you need?']);
    const [after] = await app.deps.db.select().from(conversations).where(eq(conversations.id, id));
    expect(after).toEqual(before);
    const events = await app.deps.db.select().from(moderationEvents).where(eq(moderationEvents.conversationId, id));
    expect(events.map((e) => [e.userId, e.rule])).toEqual([
      [buyer.user.id, 'phone'],
      [buyer.user.id, 'email'],
    ]);
  });

  it('lets only the parties post (third user 403, unknown conversation 404)', async () => {
    const { third, id } = await pair();
    const res = await third.api.post('/api/messages', { conversationId: id, desc: 'Hello there' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await third.api.post('/api/messages', { conversationId: 'a_b', desc: 'Hello' })).statusCode).toBe(404);
    expect(await app.deps.db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
  });

  it('limits a user to 30 messages a minute (429 with a sentence)', async () => {
    const { buyer, id } = await pair();
    for (let i = 1; i <= 30; i++) {
      const res = await buyer.api.post('/api/messages', { conversationId: id, desc: `Update ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await buyer.api.post('/api/messages', { conversationId: id, desc: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('too quickly') });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/messages/{conversationId}', () => {
  it('refuses third users (403) and visitors (401); an unknown conversation is 404', async () => {
    const { buyer, third, id } = await pair();
    await buyer.api.post('/api/messages', { conversationId: id, desc: 'Private note' });
    const res = await third.api.get(`/api/messages/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Private note');
    expect((await as(app).get(`/api/messages/${id}`)).statusCode).toBe(401);
    expect((await buyer.api.get('/api/messages/x_y')).statusCode).toBe(404);
  });

  it('with after=<message id> or after=<ISO time> returns only newer messages, oldest first', async () => {
    const { buyer, seller, id } = await pair();
    const sent: Array<{ _id: string; createdAt: string }> = [];
    for (const [api, desc] of [
      [buyer.api, 'one'],
      [seller.api, 'two'],
      [buyer.api, 'three'],
      [seller.api, 'four'],
    ] as const) {
      const res = await api.post('/api/messages', { conversationId: id, desc });
      expect(res.statusCode).toBe(201);
      sent.push(res.json());
    }
    const after = await buyer.api.get(`/api/messages/${id}?after=${sent[1]._id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().map((m: { desc: string }) => m.desc)).toEqual(['three', 'four']);
    expect((await buyer.api.get(`/api/messages/${id}?after=${sent[3]._id}`)).json()).toEqual([]);

    const byTime = await seller.api.get(`/api/messages/${id}?after=${encodeURIComponent(sent[0].createdAt)}`);
    expect(byTime.statusCode).toBe(200);
    const times = byTime.json().map((m: { createdAt: string }) => m.createdAt);
    expect(times.every((t: string) => t > sent[0].createdAt)).toBe(true);
    expect(byTime.json().at(-1).desc).toBe('four');

    // A message id from another conversation, or a non-time, is refused rather than silently ignored.
    const other = await pair();
    const foreign = await other.buyer.api.post('/api/messages', { conversationId: other.id, desc: 'elsewhere' });
    expect((await buyer.api.get(`/api/messages/${id}?after=${foreign.json()._id}`)).statusCode).toBe(400);
    expect((await buyer.api.get(`/api/messages/${id}?after=yesterday`)).statusCode).toBe(400);
  });

  it('refuses a time in a year the database cannot store (year 0, the far past and future) as a 400, never a 500', async () => {
    const { buyer, id } = await pair();
    await buyer.api.post('/api/messages', { conversationId: id, desc: 'hello' });
    for (const after of [
      '0000-01-01T00:00:00Z',
      '0000-01-01T00:00:00.000Z',
      '0001-01-01T00:00:00+05:30',
      '1899-12-31T23:59:59Z',
      '+275760-09-13T00:00:00.000Z',
      '2025-02-30T00:00:00Z',
    ]) {
      const res = await buyer.api.get(`/api/messages/${id}?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: CONVERSATION_MSG.afterInvalid });
    }
    // The edges of the stored years still work.
    const old = await buyer.api.get(`/api/messages/${id}?after=${encodeURIComponent('1900-01-01T00:00:00Z')}`);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toHaveLength(1);
    const late = await buyer.api.get(`/api/messages/${id}?after=${encodeURIComponent('9999-12-31T23:59:59Z')}`);
    expect(late.json()).toEqual([]);
  });
});

describe('GET /api/messages (latest per conversation)', () => {
  it("gives the caller's latest message of each conversation, newest first, and nobody else's", async () => {
    const me = await createUser(app);
    const api = as(app, me.cookie);
    const a = await createUser(app);
    const b = await createUser(app);
    const c = await createUser(app);
    const withA = (await api.post('/api/conversations', { to: a.user.id })).json().id;
    const withB = (await api.post('/api/conversations', { to: b.user.id })).json().id;
    await api.post('/api/conversations', { to: c.user.id }); // no messages: not listed
    await api.post('/api/messages', { conversationId: withA, desc: 'a1' });
    await as(app, a.cookie).post('/api/messages', { conversationId: withA, desc: 'a2 from A' });
    await api.post('/api/messages', { conversationId: withB, desc: 'b1' });
    const res = await api.get('/api/messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().map((m: { conversationId: string; desc: string }) => [m.conversationId, m.desc])).toEqual([
      [withB, 'b1'],
      [withA, 'a2 from A'],
    ]);
    expect((await as(app, c.cookie).get('/api/messages')).json()).toEqual([]);
    expect((await as(app).get('/api/messages')).statusCode).toBe(401);
  });
});

describe('indexes', () => {
  /** The plan Postgres picks when table scans are ruled out: shows an index exists that serves the query. */
  async function plan(query: ReturnType<typeof sql>) {
    return app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const res = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('serves "messages after X", "latest per conversation" and "conversations by party, by update time"', async () => {
    expect(
      await plan(sql`SELECT id FROM messages WHERE conversation_id = 'a_b' AND seq > 5 ORDER BY seq LIMIT 500`),
    ).toContain('messages_conversation_seq_idx');
    expect(
      await plan(sql`SELECT m.id FROM conversations c CROSS JOIN LATERAL (
        SELECT id, seq FROM messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) m
        WHERE c.seller_id = 'u' OR c.buyer_id = 'u' ORDER BY m.seq DESC LIMIT 500`),
    ).toContain('messages_conversation_seq_idx');
    const byParty = await plan(
      sql`SELECT id FROM conversations WHERE seller_id = 'u' OR buyer_id = 'u' ORDER BY updated_at DESC, id DESC LIMIT 500`,
    );
    expect(byParty).toContain('conversations_seller_idx');
    expect(byParty).toContain('conversations_buyer_idx');
  });
});
