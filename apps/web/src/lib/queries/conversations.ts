import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';
import type { TConversationState } from '@gigbazaar/shared/schemas/live';
import type { Api } from '../api';

export const conversationsKey = ['conversations'] as const;
export const conversationKey = (id: string) => ['conversations', 'single', id] as const;

/** GET /conversations — the caller's conversations, newest first (Messages list, dashboard, notifier). */
export const conversationsQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: [...conversationsKey, 'list'] as const,
    queryFn: () => api.get<TConversation[]>('/conversations'),
  });

/** GET /conversations/single/{id} — 404 when the pair has none yet, 403 when the caller is not one of them. */
export const conversationQueryOptions = (api: Api, id: string) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: () => api.get<TConversation>(`/conversations/single/${encodeURIComponent(id)}`),
  });

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
