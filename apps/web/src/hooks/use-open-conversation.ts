import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_MSG } from '@gigbazaar/shared/schemas/conversations-constants';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';
import { ORDER_MSG } from '@gigbazaar/shared/schemas/orders-constants';
import { useApi } from '../app/app-context';
import { useCurrentUser } from '../app/session';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';
import { conversationKey } from '../lib/queries/conversations';

export type OpenConversationResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * Contact Me (gig page), Send Message (profile) and the Orders screen's message action: creates the conversation
 * with `to` or opens the one that exists (POST /conversations answers either way) and goes to /message/{id}.
 * A visitor is told to log in (an alert). Returns the failure's sentence for the caller to show.
 */
export function useOpenConversation(texts: { loginRequired?: string } = {}) {
  const api = useApi();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    async (to: string | null | undefined): Promise<OpenConversationResult> => {
      if (!me) {
        const message = texts.loginRequired ?? 'Please log in to send messages';
        // Contact needs a login: an alert; the page stays, with the menu's Log in a click away.
        window.alert(message);
        return { ok: false, message };
      }
      if (!to) return { ok: false, message: ORDER_MSG.otherUserMissing };
      if (to === me._id) return { ok: false, message: CONVERSATION_MSG.self };
      setBusy(true);
      try {
        const conversation = await api.post<TConversation>('/conversations', { to });
        queryClient.setQueryData(conversationKey(conversation.id), conversation);
        void navigate(paths.message(conversation.id));
        return { ok: true, id: conversation.id };
      } catch (error) {
        const message =
          // The server's own sentence for a refusal (yourself, or too many new conversations this hour).
          error instanceof ApiError && (error.status === 400 || error.status === 429) && error.fromBody
            ? error.message
            : error instanceof ApiError && error.status === 404
              ? ORDER_MSG.otherUserMissing
              : ORDER_MSG.conversationCreateFailed;
        return { ok: false, message };
      } finally {
        setBusy(false);
      }
    },
    [api, me, navigate, queryClient, texts.loginRequired],
  );

  return { open, busy };
}
