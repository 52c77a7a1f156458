import { and, eq } from 'drizzle-orm';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import { DISPUTE_MESSAGES_PAGE } from '@gigbazaar/shared/schemas/orders';
import type { Deps } from '../../platform/deps';
import { messages } from '../../platform/db/schema';
import { bigintKey, decodeCursor, keysetAfter, keysetOrder, keysetTexts, pageOf } from '../../platform/keyset';
import { presentMessage } from './present-message';

const OLDEST_FIRST = [bigintKey(messages.seq, 'asc')];

/**
 * What two users wrote to each other, oldest first, keyset-paged on the (conversation, seq) index: a page of a
 * conversation of any length costs the same, and messages written between two pages are neither skipped nor shown
 * twice. Only for an admin's reading of a dispute (the caller decides that it may); parties read with `listMessages`.
 */
export async function conversationBetween(
  deps: Pick<Deps, 'db'>,
  a: string,
  b: string,
  query: { limit?: number; cursor?: string },
) {
  const limit = Math.min(query.limit ?? DISPUTE_MESSAGES_PAGE.default, DISPUTE_MESSAGES_PAGE.max);
  const where = [eq(messages.conversationId, conversationId(a, b))];
  if (query.cursor) where.push(keysetAfter(OLDEST_FIRST, decodeCursor(query.cursor, 'conversation', OLDEST_FIRST)));
  const rows = await deps.db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      userId: messages.userId,
      desc: messages.desc,
      createdAt: messages.createdAt,
      cursorKeys: keysetTexts(OLDEST_FIRST),
    })
    .from(messages)
    .where(and(...where))
    .orderBy(...keysetOrder(OLDEST_FIRST))
    .limit(limit + 1);
  const page = pageOf(rows, limit, 'conversation');
  return { messages: page.rows.map(presentMessage), nextCursor: page.nextCursor };
}
