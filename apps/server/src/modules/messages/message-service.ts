import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { CONVERSATION_MSG, MESSAGES_PER_MINUTE } from '@gigbazaar/shared/schemas/conversations';
import { parseIsoDateTime } from '@gigbazaar/shared/rules/input';
import type { Deps } from '../../platform/deps';
import { conversations, messages } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { moderateUserText, refuseText } from '../moderation/moderate-user-text';
import { judgeAfterRecentTexts } from '../moderation/split-across-channels';
import { partiesOf } from '../conversations/conversation-service';
import type { MessageRow } from './present-message';
import { publishMessage } from './publish';

/** At most this many messages per answer: the newest ones without `after`, the next ones after it. */
export const MESSAGE_PAGE_MAX = 500;

const messageFields = {
  id: messages.id,
  conversationId: messages.conversationId,
  userId: messages.userId,
  desc: messages.desc,
  createdAt: messages.createdAt,
};

/** `after` as a WHERE clause: past a message of this conversation (by its seq), or past an ISO time. */
async function afterClause(deps: Deps, conversationId: string, after: string) {
  const [mark] = await deps.db
    .select({ seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.id, after), eq(messages.conversationId, conversationId)));
  if (mark) return gt(messages.seq, mark.seq);
  // The shared reading of a query timestamp: a zone is required and the year must be one PostgreSQL stores.
  const time = parseIsoDateTime(after);
  if (!time) throw badRequest(CONVERSATION_MSG.afterInvalid, { after: CONVERSATION_MSG.afterInvalid });
  return gt(messages.createdAt, time);
}

/**
 * GET /messages/{conversationId}: parties only, oldest first. With `after` (the last message id the client
 * has, or an ISO time) only newer messages come back, read forwards on the (conversation, seq) index; without it
 * the latest page, read backwards on the same index.
 */
export async function listMessages(
  deps: Deps,
  me: string,
  conversationId: string,
  after?: string,
): Promise<MessageRow[]> {
  await partiesOf(deps, me, conversationId);
  const inConversation = eq(messages.conversationId, conversationId);
  if (after) {
    return deps.db
      .select(messageFields)
      .from(messages)
      .where(and(inConversation, await afterClause(deps, conversationId, after)))
      .orderBy(asc(messages.seq))
      .limit(MESSAGE_PAGE_MAX);
  }
  const newest = await deps.db
    .select(messageFields)
    .from(messages)
    .where(inConversation)
    .orderBy(desc(messages.seq))
    .limit(MESSAGE_PAGE_MAX);
  return newest.reverse();
}

/**
 * GET /messages: the latest message of each of the caller's conversations (the notifier's view), newest first.
 * One query: the caller's conversations by the party indexes, each joined laterally to its newest message.
 */
export async function latestMessages(deps: Deps, me: string): Promise<MessageRow[]> {
  const latest = deps.db
    .select({ ...messageFields, seq: messages.seq })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.seq))
    .limit(1)
    .as('latest');
  return deps.db
    .select({
      id: latest.id,
      conversationId: latest.conversationId,
      userId: latest.userId,
      desc: latest.desc,
      createdAt: latest.createdAt,
    })
    .from(conversations)
    .innerJoinLateral(latest, sql`true`)
    .where(or(eq(conversations.sellerId, me), eq(conversations.buyerId, me)))
    .orderBy(desc(latest.seq))
    .limit(MESSAGE_PAGE_MAX);
}

/**
 * POST /messages. Order matters: the rate limit counts every attempt (so the moderator cannot be probed at
 * speed), only a party may write, and the moderator runs before anything is stored. A rejection stores no
 * message and leaves the conversation as it was; it only records which rule fired (no text) for the moderation
 * team. An accepted message is stored and the conversation updated in one transaction, with the conversation
 * row locked first so `seq` and the times follow the order in which messages are committed. The split check then
 * takes the pair's lock (the one order notes between the two take too) and reads the sender's recent texts to the
 * other party, messages and order notes alike (`split-across-channels.ts`, decision 029), so two pieces sent at
 * once, in chat or on an order, are judged one after the other: the second sees the first.
 */
export async function postMessage(
  deps: Deps,
  me: string,
  input: { conversationId: string; desc: string },
): Promise<{ message: MessageRow }> {
  await deps.limiter.hit(`messages:${me}`, MESSAGES_PER_MINUTE, 60_000, CONVERSATION_MSG.tooFast);
  const parties = await partiesOf(deps, me, input.conversationId);
  if (parties.otherClosed) throw forbidden(CONVERSATION_MSG.closed);

  const who = { userId: me, channel: 'message', conversationId: input.conversationId } as const;
  // Also the refusal cap's read for the split check below (a message is never empty, so it is always read): a
  // capped sender gets the cap's 429 here, before either judge runs. Nothing about the limiter runs inside the
  // transaction, which holds PGlite's one connection.
  await moderateUserText(deps, who, [{ field: 'desc', text: input.desc }]);

  const outcome = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, input.conversationId))
      .for('update');
    const recipient = parties.sellerId === me ? parties.buyerId : parties.sellerId;
    const split = await judgeAfterRecentTexts(
      tx,
      { sender: me, recipient, conversation: input.conversationId },
      input.desc,
    );
    if (!split.ok) return { refused: split.rule };
    const [stored] = await tx
      .insert(messages)
      .values({ conversationId: input.conversationId, userId: me, desc: input.desc, createdAt: sql`clock_timestamp()` })
      .returning(messageFields);
    await tx
      .update(conversations)
      .set({
        lastMessage: stored.desc,
        lastMessageTime: stored.createdAt,
        updatedAt: stored.createdAt,
        // Read flags: unread for the party who did not write it, read for the writer.
        readBySeller: parties.sellerId === me,
        readByBuyer: parties.buyerId === me,
      })
      .where(eq(conversations.id, input.conversationId));
    return { stored };
  });
  // Recorded (and counted against the refusal cap) outside the transaction, which stored nothing.
  if (!outcome.stored) return refuseText(deps, who, outcome.refused);
  const message = outcome.stored;
  // Published only once committed: whoever is told about it can already fetch it.
  publishMessage(deps, parties, message);
  return { message };
}
