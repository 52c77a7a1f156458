import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TYPING_FLAGS_PER_MINUTE } from '@gigbazaar/shared/schemas/conversations';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { createConversation } from '../../test/factories';
import { rateLimitCounters, typingStatus } from '../../platform/db/schema';
import type { BusEvent } from '../../platform/event-bus';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it('sets at most TYPING_FLAGS_PER_MINUTE typing flags a minute per user; past that a flag answers 204 but writes and publishes nothing', async () => {
  const { seller, buyer, id } = await createConversation(app);
  const heard: BusEvent[] = [];
  const unsubscribe = app.deps.bus.subscribe(seller.user.id, (event) => {
    if (event.type === 'typing') heard.push(event);
  });
  const flag = async (isTyping: boolean) => {
    const res = await buyer.api.post(`/api/conversations/${id}/typing`, { isTyping });
    expect(res.statusCode).toBe(204);
  };
  const stored = async () =>
    (
      await app.deps.db
        .select()
        .from(typingStatus)
        .where(and(eq(typingStatus.conversationId, id), eq(typingStatus.userId, buyer.user.id)))
    )[0];
  const counter = async () =>
    (
      await app.deps.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `typing:${buyer.user.id}`))
    )[0];

  // A few real flags count…
  for (const isTyping of [true, false, true]) await flag(isTyping);
  expect(heard).toHaveLength(3);
  expect((await counter())!.count).toBe(3);
  // …and the minute is then nearly used up (as after a minute of steady typing), without 90 round trips.
  await app.deps.db
    .update(rateLimitCounters)
    .set({ count: TYPING_FLAGS_PER_MINUTE - 2 })
    .where(eq(rateLimitCounters.key, `typing:${buyer.user.id}`));
  await flag(false);
  await flag(true);
  const last = true; // the last flag that counted
  await new Promise((resolve) => setImmediate(resolve));
  expect(heard).toHaveLength(5);
  const before = await stored();
  expect(before!.isTyping).toBe(last);
  expect((await counter())!.count).toBe(TYPING_FLAGS_PER_MINUTE);

  // Past the limit: the opposite flag, ten times. Nothing is written (the flag row and the counter keep their
  // values and times) and nothing reaches the other party.
  for (let i = 0; i < 10; i++) await flag(!last);
  await new Promise((resolve) => setImmediate(resolve));
  expect(heard).toHaveLength(5);
  expect(await stored()).toEqual(before);
  expect((await counter())!.count).toBe(TYPING_FLAGS_PER_MINUTE);

  // The other party is not limited by the buyer's flood.
  const theirs = await seller.api.post(`/api/conversations/${id}/typing`, { isTyping: true });
  expect(theirs.statusCode).toBe(204);
  unsubscribe();
});
