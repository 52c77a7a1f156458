import type { Deps } from '../../platform/deps';
import type { ConversationRow } from './conversation-service';

/**
 * The live events of a conversation, each sent to its two parties only. A `conversation` event carries API.md's
 * Conversation without `other` (which differs per party and which the client already has).
 */
interface Parties {
  sellerId: string;
  buyerId: string;
}

/** A new conversation: both parties' lists gain it. */
export function publishConversation(deps: Deps, c: ConversationRow) {
  deps.bus.publish([c.sellerId, c.buyerId], { type: 'conversation', data: conversationState(c) });
}

/** A party marked it read: both see the flags (the writer's "seen", the reader's other tabs' unread dot). */
export function publishRead(deps: Deps, me: string, c: ConversationRow) {
  deps.bus.publish([c.sellerId, c.buyerId], {
    type: 'read',
    data: { conversationId: c.id, userId: me, readBySeller: c.readBySeller, readByBuyer: c.readByBuyer },
  });
}

/** Typing goes to the other party only (the typist's own tabs know). */
export function publishTyping(deps: Deps, me: string, parties: Parties, conversationId: string, isTyping: boolean) {
  const other = parties.sellerId === me ? parties.buyerId : parties.sellerId;
  deps.bus.publish([other], { type: 'typing', data: { conversationId, userId: me, isTyping } });
}

function conversationState(c: ConversationRow) {
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
