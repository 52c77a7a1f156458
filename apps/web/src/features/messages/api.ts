import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TConversation, TMessage, TTypingEntry } from '@gigbazaar/shared/schemas/conversations';
import type { TConversationState } from '@gigbazaar/shared/schemas/live';
import type { Api } from '../../lib/api';

const enc = encodeURIComponent;

export const conversationsKey = ['conversations'] as const;
export const conversationKey = (id: string) => ['conversations', 'single', id] as const;
export const messagesKey = (id: string) => ['messages', id] as const;

/** GET /conversations — the caller's conversations, newest first (Messages list, dashboard, notifier). */
export const conversationsQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: [...conversationsKey, 'list'] as const,
    queryFn: () => api.get<TConversation[]>('/conversations'),
  });

export const conversationQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: () => api.get<TConversation>(`/conversations/single/${enc(id)}`),
    retry: false,
  });

/** GET /messages/{id} — oldest first. */
export const messagesQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: messagesKey(id),
    queryFn: () => api.get<TMessage[]>(`/messages/${enc(id)}`),
    retry: false,
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

/** Unread for me: spec 2 §4 (the seller's flag if I am the seller, the buyer's otherwise). */
export function isUnreadFor(c: Pick<TConversation, 'sellerId' | 'readBySeller' | 'readByBuyer'>, userId: string) {
  return c.sellerId === userId ? !c.readBySeller : !c.readByBuyer;
}

/** Appends messages not already held (a live event and a catch-up fetch can carry the same one). */
export function mergeMessages(list: TMessage[] | undefined, incoming: TMessage[]): TMessage[] {
  const have = new Set((list ?? []).map((m) => m._id));
  const fresh = incoming.filter((m) => !have.has(m._id));
  return fresh.length ? [...(list ?? []), ...fresh] : (list ?? []);
}

/**
 * A live `conversation`/`read` event applied to the cached list: the row's new state, moved to the top when it has
 * a newer message; a conversation the list does not hold yet means a refetch (its `other` is unknown here).
 */
export function applyConversationState(
  queryClient: QueryClient,
  api: Api,
  state: Partial<TConversationState> & { id: string },
) {
  const key = conversationsQueryOptions(api).queryKey;
  const list = queryClient.getQueryData(key);
  if (!list || !list.some((c) => c.id === state.id)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const next = list.map((c) => (c.id === state.id ? { ...c, ...state } : c));
  next.sort((a, b) => (b.lastMessageTime ?? b.updatedAt).localeCompare(a.lastMessageTime ?? a.updatedAt));
  queryClient.setQueryData(key, next);
  const single = queryClient.getQueryData<TConversation>(conversationKey(state.id));
  if (single) queryClient.setQueryData(conversationKey(state.id), { ...single, ...state });
}
