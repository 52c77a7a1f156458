import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONVERSATION_MSG, CONVERSATIONS_PER_HOUR } from '@gigbazaar/shared/schemas/conversations';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createConversation, createUser } from '../../test/factories';
import { conversations, rateLimitCounters } from '../../platform/db/schema';
import type { BusEvent } from '../../platform/event-bus';

/**
 * Every write that costs a live event has a per-user limit: a new conversation (a row and an event to its target)
 * is counted per starter, and marking a conversation read tells the parties only when a flag changed, so repeating
 * the call cannot flood the other party's socket.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PUT /api/conversations/{id}', () => {
  it('publishes a read event only when the caller’s flag changes, however often it is called', async () => {
    const { seller, buyer, id } = await createConversation(app);
    const heard: BusEvent[] = [];
    const unsubscribe = app.deps.bus.subscribe(buyer.user.id, (event) => {
      if (event.type === 'read') heard.push(event);
    });
    // The new conversation is unread for the seller: the first mark is news, the next twenty are not.
    for (let i = 0; i < 21; i++) {
      const res = await seller.api.put(`/api/conversations/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, readBySeller: true });
    }
    await tick();
    expect(heard).toHaveLength(1);
    // A new message makes it unread again: the next mark is news once more.
    expect((await buyer.api.post('/api/messages', { conversationId: id, desc: 'Hello again' })).statusCode).toBe(201);
    await seller.api.put(`/api/conversations/${id}`);
    await seller.api.put(`/api/conversations/${id}`);
    await tick();
    expect(heard).toHaveLength(2);
    unsubscribe();
  });
});

describe('POST /api/conversations', () => {
  it(`lets one user start at most ${CONVERSATIONS_PER_HOUR} new conversations an hour (429); opening one that exists is not counted`, async () => {
    const starter = await createUser(app);
    const api = as(app, starter.cookie);
    const known = await createUser(app);
    expect((await api.post('/api/conversations', { to: known.user.id })).statusCode).toBe(201);
    // The hour nearly used up, as after a busy hour, without 30 round trips.
    await app.deps.db
      .update(rateLimitCounters)
      .set({ count: CONVERSATIONS_PER_HOUR - 1 })
      .where(eq(rateLimitCounters.key, `conversations:${starter.user.id}`));
    const last = await createUser(app);
    expect((await api.post('/api/conversations', { to: last.user.id })).statusCode).toBe(201);

    const target = await createUser(app);
    const heard: BusEvent[] = [];
    const unsubscribe = app.deps.bus.subscribe(target.user.id, (event) => void heard.push(event));
    const refused = await api.post('/api/conversations', { to: target.user.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: CONVERSATION_MSG.tooManyNew });
    expect(refused.headers['retry-after']).toBeDefined();
    await tick();
    expect(heard).toEqual([]);
    const id = conversationId(starter.user.id, target.user.id);
    expect(await app.deps.db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
    unsubscribe();

    // Conversations that exist still open, from either side, and the other user may start one with the starter.
    expect((await api.post('/api/conversations', { to: known.user.id })).statusCode).toBe(200);
    expect((await as(app, target.cookie).post('/api/conversations', { to: starter.user.id })).statusCode).toBe(201);
  });
});
