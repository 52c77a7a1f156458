import { DELETED_USER_NAME } from '@gigbazaar/shared/constants';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';

/**
 * A conversation row as the service reads it, with the other party's card: declared here, beside what presents
 * it, so the service, the publisher and the presenter all depend on this file and not on each other.
 */
export interface ConversationRow {
  id: string;
  sellerId: string;
  buyerId: string;
  readBySeller: boolean;
  readByBuyer: boolean;
  lastMessage: string | null;
  lastMessageTime: Date | null;
  updatedAt: Date;
  other: { id: string; username: string; img: string | null; lastLogin: Date | null; deletedAt: Date | null };
}

/**
 * The API's Conversation without `other`: what the live `conversation` event carries (the other party differs per
 * receiver, and the client already has it).
 */
export function presentConversationState(c: ConversationRow): Omit<TConversation, 'other'> {
  return {
    id: c.id,
    sellerId: c.sellerId,
    buyerId: c.buyerId,
    readBySeller: c.readBySeller,
    readByBuyer: c.readByBuyer,
    lastMessage: c.lastMessage,
    lastMessageTime: c.lastMessageTime?.toISOString() ?? null,
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The API's Conversation; a closed account shows as "Deleted user" with no picture or presence, like elsewhere. */
export function presentConversation(c: ConversationRow): TConversation {
  const closed = Boolean(c.other.deletedAt);
  return {
    ...presentConversationState(c),
    other: {
      _id: c.other.id,
      username: closed ? DELETED_USER_NAME : c.other.username,
      img: closed ? null : c.other.img,
      lastLogin: closed ? null : (c.other.lastLogin?.toISOString() ?? null),
    },
  };
}
