import type { Deps } from '../../platform/deps';
import { presentMessage, type MessageRow } from './present-message';

/**
 * The live events of a stored message, sent to the conversation's two parties only. The `conversation` event
 * carries the API's Conversation without `other` (which differs per party and which the client already has): the
 * list moves that row to the top with its new last message and read flags.
 */
interface Parties {
  sellerId: string;
  buyerId: string;
}

/** A stored message: `message` to both parties, and the conversation's new state. */
export function publishMessage(deps: Deps, parties: Parties, message: MessageRow) {
  const to = [parties.sellerId, parties.buyerId];
  deps.bus.publish(to, { type: 'message', data: presentMessage(message) });
  const time = message.createdAt.toISOString();
  deps.bus.publish(to, {
    type: 'conversation',
    data: {
      id: message.conversationId,
      sellerId: parties.sellerId,
      buyerId: parties.buyerId,
      // Read for the writer, unread for the other party (see the messages README, "Read flags").
      readBySeller: parties.sellerId === message.userId,
      readByBuyer: parties.buyerId === message.userId,
      lastMessage: message.desc,
      lastMessageTime: time,
      updatedAt: time,
    },
  });
}
