import { queryOptions } from '@tanstack/react-query';
import type { TConversation, TMessage, TTypingEntry } from '@gigbazaar/shared/schemas/conversations';
import type { Api } from '../../lib/api';

const enc = encodeURIComponent;

export const messagesKey = (id: string) => ['messages', id] as const;

/** GET /messages/{id} — oldest first. */
export const messagesQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: messagesKey(id),
    queryFn: () => api.get<TMessage[]>(`/messages/${enc(id)}`),
  });

export const fetchMessagesAfter = (api: Api, id: string, afterId: string) =>
  api.get<TMessage[]>(`/messages/${enc(id)}?after=${enc(afterId)}`);

export const typingQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['typing', id] as const,
    queryFn: () => api.get<TTypingEntry[]>(`/conversations/${enc(id)}/typing`),
  });

export const markRead = (api: Api, id: string) => api.put<TConversation>(`/conversations/${enc(id)}`);
export const sendMessage = (api: Api, conversationId: string, desc: string) =>
  api.post<TMessage>('/messages', { conversationId, desc });
export const sendTyping = (api: Api, id: string, userId: string, isTyping: boolean) =>
  api.post(`/conversations/${enc(id)}/typing`, { userId, isTyping });

/** Unread for me (the seller's flag if I am the seller, the buyer's otherwise). */
export function isUnreadFor(c: Pick<TConversation, 'sellerId' | 'readBySeller' | 'readByBuyer'>, userId: string) {
  return c.sellerId === userId ? !c.readBySeller : !c.readByBuyer;
}

/** Appends messages not already held (a live event and a catch-up fetch can carry the same one). */
export function mergeMessages(list: TMessage[] | undefined, incoming: TMessage[]): TMessage[] {
  const have = new Set((list ?? []).map((m) => m._id));
  const fresh = incoming.filter((m) => !have.has(m._id));
  return fresh.length ? [...(list ?? []), ...fresh] : (list ?? []);
}
