import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import { ORDER_TRANSITIONS, type TOrderAction } from '@gigbazaar/shared/rules/order-lifecycle';
import type { Tx } from '../../platform/db/client';
import { messages, orderEvents, orders } from '../../platform/db/schema';
import type { ModerationVerdict } from './moderator';
import { judgeAfterPrevious, SPLIT_WINDOW_MESSAGES, SPLIT_WINDOW_MS } from './split-messages';

/**
 * The order actions whose `order_events.message` is the acting party's own words to the other party: those that
 * take a delivery, note, reason or extension body (decision 029). Not an admin's decision (GigBazaar's note, not
 * moderated), and not a request's answer, whose event repeats the reason the OTHER party gave.
 */
export const ORDER_NOTE_ACTIONS: readonly TOrderAction[] = ORDER_TRANSITIONS.filter(
  (t) => t.input !== undefined && t.input !== 'decisionBody',
).map((t) => t.action);

/**
 * The first key of the pair's advisory lock: a constant that names this use ("SPLT"), so the hash of a pair never
 * meets another feature's lock. A collision between two pairs' hashes only makes them wait for each other.
 */
const PAIR_LOCK_CLASS = 0x53504c54;

/**
 * Serializes, until the transaction ends, everything one of the two users sends the other: chat messages and order
 * notes alike (both paths take it before reading the sender's recent texts). An advisory lock on the pair, not a
 * row: the pair may have no conversation row yet (orders need none), and order notes of two different orders must
 * wait for each other too. PostgreSQL and PGlite both have it; it is released at commit or rollback.
 */
export async function lockPair(tx: Tx, a: string, b: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK_CLASS}::int, hashtext(${conversationId(a, b)}))`);
}

/**
 * What `sender` wrote to `recipient` within the split window, newest first, at most SPLIT_WINDOW_MESSAGES texts:
 * their messages in the pair's conversation and their notes on any order between the two (each already accepted
 * alone), merged by time. One statement of two bounded index reads: the conversation's messages on
 * `messages (conversation_id, created_at)` from the window's start, and the sender's order notes on
 * `order_events (actor_id, at)` (migration 0020), which the per-user limit on order actions keeps to a few rows.
 * The other party's texts are never read. (Exported for the test that checks its plan.)
 */
export function recentTextsQuery(
  tx: Tx,
  sender: string,
  recipient: string,
  conversation = conversationId(sender, recipient),
) {
  // The transaction's start, not clock_timestamp(): a volatile bound cannot be an index condition, so the scans
  // would read the sender's whole history (and the conversation's) instead of stopping at the window's start.
  const since = sql`now() - make_interval(secs => ${SPLIT_WINDOW_MS / 1000})`;
  const chat = tx
    .select({
      text: sql<string>`${messages.desc}`.as('text'),
      at: sql<Date>`${messages.createdAt}`.as('at'),
      seq: sql<number>`${messages.seq}`.as('seq'),
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation), eq(messages.userId, sender), gt(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt), desc(messages.seq))
    .limit(SPLIT_WINDOW_MESSAGES);
  const notes = tx
    .select({
      text: sql<string>`${orderEvents.message}`.as('text'),
      at: sql<Date>`${orderEvents.at}`.as('at'),
      seq: sql<number>`null::bigint`.as('seq'),
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.actorId, sender),
        isNotNull(orderEvents.message),
        gt(orderEvents.at, since),
        inArray(orderEvents.type, [...ORDER_NOTE_ACTIONS]),
        or(eq(orders.buyerId, recipient), eq(orders.sellerId, recipient)),
      ),
    )
    .orderBy(desc(orderEvents.at))
    .limit(SPLIT_WINDOW_MESSAGES);
  return tx
    .select({ text: sql<string>`recent.text` })
    .from(chat.unionAll(notes).as('recent'))
    .orderBy(sql`recent.at desc, recent.seq desc nulls last`)
    .limit(SPLIT_WINDOW_MESSAGES);
}

/**
 * Judges `text`, which `sender` is about to send `recipient` (a chat message or an order note, already accepted
 * alone), after the sender's recent texts to that same person on either channel (`judgeAfterPrevious`). Takes the
 * pair's lock first and must run in the transaction that then stores the text, so two pieces sent at once, in chat
 * or on an order, are judged one after the other: the second sees the first.
 */
export async function judgeAfterRecentTexts(
  tx: Tx,
  { sender, recipient, conversation }: { sender: string; recipient: string; conversation?: string },
  text: string,
): Promise<ModerationVerdict> {
  await lockPair(tx, sender, recipient);
  const recent = await recentTextsQuery(tx, sender, recipient, conversation);
  return judgeAfterPrevious(recent.map((r) => r.text).reverse(), text);
}
