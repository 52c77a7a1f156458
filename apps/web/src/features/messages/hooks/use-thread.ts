import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { TYPING_TTL_MS } from '@gigbazaar/shared/schemas/conversations-constants';
import type { TConversation, TMessage } from '@gigbazaar/shared/schemas/conversations';
import { useApi } from '../../../app/app-context';
import { useLiveEvent, useLivePollInterval, useLiveReconnected, useLiveStatus } from '../../../app/live';
import { applyConversationState } from '../../../lib/queries/conversations';
import {
  fetchMessagesAfter,
  markRead,
  mergeMessages,
  messagesKey,
  messagesQueryOptions,
  typingQueryOptions,
} from '../api';

/** A message on screen: saved, or mine while its POST is on the way ("Sending…"). */
export type ShownMessage = TMessage & { pending?: boolean };

function dropFirst<T>(list: T[], match: (item: T) => boolean): T[] {
  const at = list.findIndex(match);
  return at < 0 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
}

/**
 * One conversation's messages as they happen: the saved ones (kept current by the live socket, and by
 * 1-second polling only while the socket is down), my sends in flight, whether the other party is typing, and the
 * read mark (when opened and whenever their message arrives while it is in view).
 */
export function useThread(id: string, conversation: TConversation | undefined, myId: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const poll = useLivePollInterval(TIMINGS.messagingPollMs);
  const live = useLiveStatus() === 'open';
  const messages = useQuery({ ...messagesQueryOptions(api, id), refetchInterval: poll });
  const typing = useQuery({
    ...typingQueryOptions(api, id),
    refetchInterval: poll,
    enabled: !live && Boolean(myId && conversation),
  });
  const [otherTypingAt, setOtherTypingAt] = useState<number | null>(null);
  const [pending, setPending] = useState<ShownMessage[]>([]);
  const otherId = conversation
    ? conversation.sellerId === myId
      ? conversation.buyerId
      : conversation.sellerId
    : undefined;

  const readNow = useCallback(() => {
    markRead(api, id)
      .then((updated) => applyConversationState(queryClient, api, updated))
      .catch(() => {});
  }, [api, id, queryClient]);
  const conversationId = conversation?.id;
  useEffect(() => {
    if (conversationId) readNow();
  }, [conversationId, readNow]);

  useLiveEvent('message', (m) => {
    if (m.conversationId !== id) return;
    queryClient.setQueryData<TMessage[]>(messagesKey(id), (list) => mergeMessages(list, [m]));
    // My own message can come back on the socket before the POST answers: it replaces its "Sending…" copy at once.
    if (m.userId === myId) setPending((p) => dropFirst(p, (x) => x.desc === m.desc));
    else {
      setOtherTypingAt(null);
      if (document.visibilityState === 'visible') readNow();
    }
  });
  useLiveEvent('typing', (t) => {
    if (t.conversationId === id && t.userId !== myId) setOtherTypingAt(t.isTyping ? Date.now() : null);
  });
  // Back from a drop: fetch only what was missed.
  useLiveReconnected(() => {
    const list = queryClient.getQueryData<TMessage[]>(messagesKey(id));
    const last = list?.at(-1);
    if (!last) return void queryClient.invalidateQueries({ queryKey: messagesKey(id) });
    fetchMessagesAfter(api, id, last._id)
      .then((missed) => queryClient.setQueryData<TMessage[]>(messagesKey(id), (l) => mergeMessages(l, missed)))
      .catch(() => {});
  });

  // A typing flag with no follow-up (its "stopped" was lost) expires like the server's.
  const [, tick] = useState(0);
  useEffect(() => {
    if (!otherTypingAt) return;
    const timer = setTimeout(() => tick((n) => n + 1), TYPING_TTL_MS + 100);
    return () => clearTimeout(timer);
  }, [otherTypingAt]);
  const otherTyping = live
    ? otherTypingAt !== null && Date.now() - otherTypingAt < TYPING_TTL_MS + 500
    : Boolean(typing.data?.some((t) => t.userId === otherId && t.isTyping));

  return {
    messages,
    shown: [...(messages.data ?? []), ...pending] as ShownMessage[],
    otherTyping,
    /** My send, shown at once as "Sending…". */
    addPending: (m: ShownMessage) => setPending((p) => [...p, m]),
    /** The send answered: the saved message replaces its stand-in, or a refused one just disappears. */
    settle: (tempId: string, saved: TMessage | null) => {
      if (saved) queryClient.setQueryData<TMessage[]>(messagesKey(id), (l) => mergeMessages(l, [saved]));
      setPending((p) => p.filter((m) => m._id !== tempId));
    },
  };
}
