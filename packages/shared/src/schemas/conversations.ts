import { z } from 'zod';
import { ZId, zText } from './common';
import { CONVERSATION_MSG, MESSAGE_MAX } from './conversations-constants';

export {
  CONVERSATION_MSG,
  CONVERSATIONS_PER_HOUR,
  MESSAGE_MAX,
  MESSAGES_PER_MINUTE,
  TYPING_FLAGS_PER_MINUTE,
  TYPING_TTL_MS,
} from './conversations-constants';

/** The other party as the Messages list and Conversation header show them (a closed account as "Deleted user"). */
export const ZConversationOther = z.object({
  _id: z.string(),
  username: z.string(),
  img: z.string().nullable(),
  lastLogin: z.string().nullable(),
});

export const ZConversation = z.object({
  id: z.string(),
  sellerId: z.string(),
  buyerId: z.string(),
  readBySeller: z.boolean(),
  readByBuyer: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  updatedAt: z.string(),
  other: ZConversationOther,
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  desc: z.string(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** POST /conversations: `to` is the other user's id; a client `id` is ignored (the server computes it). */
export const ZCreateConversationBody = z.object({
  to: zText(100, { error: 'to is required.' }).trim().min(1, 'to is required.'),
  id: z.unknown().optional(),
});

export const ZConversationIdParam = z.object({ id: ZId });
export const ZMessagesParam = z.object({ conversationId: ZId });

/**
 * `after` is the `_id` of the last message the client has (what a reconnecting client holds); an ISO date-time
 * is also accepted and returns messages created strictly after it.
 */
export const ZMessagesQuery = z.object({
  after: zText(100, { error: CONVERSATION_MSG.afterInvalid, tooLong: CONVERSATION_MSG.afterInvalid })
    .trim()
    .min(1, CONVERSATION_MSG.afterInvalid)
    .optional(),
});

export const ZCreateMessageBody = z.object({
  conversationId: zText(100, { error: 'conversationId is required.' }).trim().min(1, 'conversationId is required.'),
  // Read up to twice the limit so an over-long message gets the limit sentence rather than a generic one.
  desc: zText(MESSAGE_MAX * 2, { error: CONVERSATION_MSG.blank, tooLong: CONVERSATION_MSG.tooLong })
    .trim()
    .min(1, CONVERSATION_MSG.blank)
    .max(MESSAGE_MAX, CONVERSATION_MSG.tooLong),
});

export const ZTypingEntry = z.object({ userId: z.string(), isTyping: z.boolean() });
export type TTypingEntry = z.infer<typeof ZTypingEntry>;

/** The caller is the typist: a `userId` in the body (older clients send one) is ignored. */
export const ZTypingBody = z.object({
  isTyping: z.boolean({ error: 'isTyping must be true or false.' }),
  userId: z.unknown().optional(),
});
