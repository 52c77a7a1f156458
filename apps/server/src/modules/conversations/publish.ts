import type { Deps } from '../../platform/deps';
import { presentConversationState, type ConversationRow } from './present-conversation';

/**
 * The live events of a conversation, each sent to its two parties only. A `conversation` event carries the API's
 * Conversation without `other` (which differs per party and which the client already has).
 */
interface Parties {
  sellerId: string;
  buyerId: string;
}

/** A new conversation: both parties' lists gain it. */
export function publishConversation(deps: Deps, c: ConversationRow) {
  deps.bus.publish([c.sellerId, c.buyerId], { type: 'conversation', data: presentConversationState(c) });
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
