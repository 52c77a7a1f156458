import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import {
  CONVERSATION_MSG,
  CONVERSATIONS_PER_HOUR,
  TYPING_FLAGS_PER_MINUTE,
  TYPING_TTL_MS,
} from '@gigbazaar/shared/schemas/conversations';
import type { Deps } from '../../platform/deps';
import { conversations, typingStatus, users } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { ConversationRow } from './present-conversation';
import { publishConversation, publishRead, publishTyping } from './publish';

const HOUR_MS = 60 * 60 * 1000;

/** A caller's list shows at most this many conversations, newest first. */
export const CONVERSATION_LIST_MAX = 500;

const other = alias(users, 'other');

/** The party that is not `me` (for a non-party caller, the seller: such a row is refused before it is shown). */
const otherPartyId = (me: string) =>
  sql<string>`CASE WHEN ${conversations.sellerId} = ${me} THEN ${conversations.buyerId} ELSE ${conversations.sellerId} END`;

/** A conversation with the other party's card, in one query for any number of rows (no N+1). */
const selectConversations = (
  deps: Deps,
  me: string,
  where: SQL | undefined,
  limit: number,
): Promise<ConversationRow[]> =>
  deps.db
    .select({
      id: conversations.id,
      sellerId: conversations.sellerId,
      buyerId: conversations.buyerId,
      readBySeller: conversations.readBySeller,
      readByBuyer: conversations.readByBuyer,
      lastMessage: conversations.lastMessage,
      lastMessageTime: conversations.lastMessageTime,
      updatedAt: conversations.updatedAt,
      other: {
        id: other.id,
        username: other.username,
        img: other.img,
        lastLogin: other.lastLogin,
        deletedAt: other.deletedAt,
      },
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherPartyId(me)))
    .where(where)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit);

const isParty = (me: string) => or(eq(conversations.sellerId, me), eq(conversations.buyerId, me));

/** GET /conversations: the caller's conversations only, newest activity first. */
export function listConversations(deps: Deps, me: string) {
  return selectConversations(deps, me, isParty(me), CONVERSATION_LIST_MAX);
}

/** One conversation the caller takes part in: 404 when there is none, 403 when it belongs to others. */
export async function getConversation(deps: Deps, me: string, id: string): Promise<ConversationRow> {
  const [row] = await selectConversations(deps, me, eq(conversations.id, id), 1);
  if (!row) throw notFound(CONVERSATION_MSG.notFound);
  if (row.sellerId !== me && row.buyerId !== me) throw forbidden(CONVERSATION_MSG.notParty);
  return row;
}

/**
 * POST /conversations. The id is computed from the two user ids (a client's `id` is never trusted); the other
 * user (the gig's or profile's owner) is the seller and the caller the buyer. Starting one marks it read for
 * the caller and unread for the other side, who has a new conversation to look at. An existing conversation
 * is returned as it is, whoever started it; the insert's conflict clause settles two simultaneous starts.
 */
export async function openConversation(deps: Deps, me: string, to: string) {
  // `to` is a user id; a username is accepted too, as GET /users/{id} does.
  const [target] = await deps.db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(or(eq(users.id, to), eq(users.username, to.toLowerCase())))
    .orderBy(sql`${users.id} = ${to} DESC`)
    .limit(1);
  if (target?.id === me || to === me) throw badRequest(CONVERSATION_MSG.self);
  if (!target || target.deletedAt) throw notFound(CONVERSATION_MSG.userNotFound);
  const id = conversationId(me, target.id);
  // A new conversation is a row and a live event to its target: counted per starter (atomically, by the limiter),
  // before it is made. Opening one that exists costs nothing and is not counted.
  const [existing] = await deps.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id));
  if (!existing) {
    await deps.limiter.hit(`conversations:${me}`, CONVERSATIONS_PER_HOUR, HOUR_MS, CONVERSATION_MSG.tooManyNew);
  }
  const inserted = await deps.db
    .insert(conversations)
    .values({ id, sellerId: target.id, buyerId: me, readByBuyer: true, readBySeller: false })
    .onConflictDoNothing({ target: conversations.id })
    .returning({ id: conversations.id });
  const conversation = await getConversation(deps, me, id);
  if (inserted.length > 0) publishConversation(deps, conversation);
  return { conversation, created: inserted.length > 0 };
}

/**
 * PUT /conversations/{id}: the caller's own read flag becomes true; the other's and the order are untouched. The
 * parties hear of it (a live event) only when the flag changed: marking a read conversation read again is no news,
 * so repeating the call cannot flood the other party's socket (a change needs a new message, which is limited).
 */
export async function markRead(deps: Deps, me: string, id: string): Promise<ConversationRow> {
  await getConversation(deps, me, id);
  const changed = await deps.db
    .update(conversations)
    .set({
      readBySeller: sql`CASE WHEN ${conversations.sellerId} = ${me} THEN true ELSE ${conversations.readBySeller} END`,
      readByBuyer: sql`CASE WHEN ${conversations.buyerId} = ${me} THEN true ELSE ${conversations.readByBuyer} END`,
    })
    .where(
      and(
        eq(conversations.id, id),
        isParty(me),
        sql`CASE WHEN ${conversations.sellerId} = ${me} THEN NOT ${conversations.readBySeller} ELSE NOT ${conversations.readByBuyer} END`,
      ),
    )
    .returning({ id: conversations.id });
  const read = await getConversation(deps, me, id);
  if (changed.length > 0) publishRead(deps, me, read);
  return read;
}

/**
 * The parties of a conversation the caller may write to: 404 none, 403 not a party. `otherClosed` says the
 * other account was closed (nothing can be delivered to it any more).
 */
export async function partiesOf(deps: Deps, me: string, id: string) {
  const row = await getConversation(deps, me, id);
  return { sellerId: row.sellerId, buyerId: row.buyerId, otherClosed: Boolean(row.other.deletedAt) };
}

/**
 * POST /conversations/{id}/typing: the caller's flag, stamped with the database's clock so processes agree. Each
 * flag is a write and a live event to the other party, so a user sets at most TYPING_FLAGS_PER_MINUTE of them; past
 * that the call still answers 204 (a typing flag is a hint the client fires and forgets, and a 429 would only
 * surface as noise) but nothing is written or published.
 */
export async function setTyping(deps: Deps, me: string, id: string, isTyping: boolean) {
  const parties = await partiesOf(deps, me, id);
  if (!(await deps.limiter.take(`typing:${me}`, TYPING_FLAGS_PER_MINUTE, 60_000))) return;
  await deps.db
    .insert(typingStatus)
    .values({ conversationId: id, userId: me, isTyping, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [typingStatus.conversationId, typingStatus.userId],
      set: { isTyping, updatedAt: sql`now()` },
    });
  publishTyping(deps, me, parties, id, isTyping);
}

/** GET /conversations/{id}/typing: each party's flag, false once it is older than 2 s (by the database clock). */
export async function getTyping(deps: Deps, me: string, id: string) {
  await partiesOf(deps, me, id);
  return deps.db
    .select({
      userId: typingStatus.userId,
      isTyping: sql<boolean>`(${typingStatus.isTyping} AND ${typingStatus.updatedAt} > now() - make_interval(secs => ${TYPING_TTL_MS / 1000}))`,
    })
    .from(typingStatus)
    .where(eq(typingStatus.conversationId, id))
    .orderBy(typingStatus.userId);
}
