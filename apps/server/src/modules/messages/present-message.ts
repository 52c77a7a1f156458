import type { TMessage } from '@gigbazaar/shared/schemas/conversations';

/** A stored message as the service reads it; declared beside its presenter so neither depends on the service. */
export type MessageRow = { id: string; conversationId: string; userId: string; desc: string; createdAt: Date };

export function presentMessage(m: MessageRow): TMessage {
  return {
    _id: m.id,
    conversationId: m.conversationId,
    userId: m.userId,
    desc: m.desc,
    createdAt: m.createdAt.toISOString(),
  };
}
