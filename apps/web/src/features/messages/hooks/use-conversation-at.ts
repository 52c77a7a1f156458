import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders-constants';
import { useApi } from '../../../app/app-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { conversationKey, conversationQueryOptions } from '../../../lib/queries/conversations';
import { messagesQueryOptions } from '../api';
import { otherPartyAt } from '../conversation-address';

export type ConversationAt =
  | { state: 'loading' }
  | { state: 'ready'; conversation: TConversation }
  /** `status` is the refusal's (404 none, 403 someone else's), or 0 when it could not be loaded or created. */
  | { state: 'failed'; status: number; message: string | null };

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The conversation at `/message/{id}`. The address of a pair that has not talked yet is "none yet" (a 404), and
 * when the signed-in user is one of the two the conversation is created there, as Contact Me would (POST
 * /conversations answers the existing one if the other side started it meanwhile).
 */
export function useConversationAt(id: string, me: string | undefined): ConversationAt {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(conversationQueryOptions(api, id));
  const other = me ? otherPartyAt(id, me) : null;
  const creatable = isMissing(query.error) && other !== null;
  const [createError, setCreateError] = useState<unknown>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!creatable || asked.current === id) return;
    asked.current = id;
    api
      .post<TConversation>('/conversations', { to: other, id })
      .then(async (conversation) => {
        // Its messages were asked for with it and refused too: fetched again (none yet, or the other side's first,
        // if they started it meanwhile) before the conversation shows.
        await queryClient.fetchQuery({ ...messagesQueryOptions(api, id), staleTime: 0 });
        queryClient.setQueryData(conversationKey(id), conversation);
      })
      .catch(setCreateError);
  }, [api, creatable, id, other, queryClient]);

  if (query.data) return { state: 'ready', conversation: query.data };
  if (createError) {
    const status = createError instanceof ApiError && createError.status === 404 ? 404 : 0;
    return { state: 'failed', status, message: errorMessage(createError, ORDER_MSG.conversationCreateFailed) };
  }
  if (creatable || query.isPending) return { state: 'loading' };
  const status = query.error instanceof ApiError ? query.error.status : 0;
  return { state: 'failed', status, message: null };
}
