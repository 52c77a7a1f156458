import type { TMessage } from '@gigbazaar/shared/schemas/conversations';
import type { MessageRow } from './message-service';

export function presentMessage(m: MessageRow): TMessage {
  return {
    _id: m.id,
    conversationId: m.conversationId,
    userId: m.userId,
    desc: m.desc,
    createdAt: m.createdAt.toISOString(),
  };
}
