import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { truncateChars } from '@gigbazaar/shared/rules/text';
import type { TConversation, TMessage } from '@gigbazaar/shared/schemas/conversations';
import type { TPublicUser } from '@gigbazaar/shared/schemas/users';
import { useApi } from '../../app/app-context';
import { useLiveConnection, useLiveEvent, useLivePollInterval } from '../../app/live';
import { paths } from '../../lib/paths';
import { conversationsQueryOptions } from '../../lib/queries/conversations';
import { ownUserQueryOptions } from '../../lib/queries/own-user';

/** No message toasts on the Messages list or in a conversation, where the message is already on screen. */
const onMessagingScreen = (pathname: string) => pathname === '/messages' || pathname.startsWith('/message/');

/**
 * The notifier (docs/product-rules.md "Message notifier"): a toast for each new message from someone else while `notif`
 * is on and the user is elsewhere, and for order notices. Messages arrive on the live socket; only while it is down
 * does the 2-second check of GET /messages run (first check records, later checks toast what is newer).
 */
export default function Notifier({ userId }: { userId: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const own = useQuery({ ...ownUserQueryOptions(api, userId), staleTime: 60_000 });
  // The socket opens here: its first frame can only arrive after this commit's effects have registered the listeners
  // below. Opened by the layout, it could deliver messages before this lazy component existed (they got no toast).
  useLiveConnection(userId);
  const wanted = own.data ? own.data.notif !== false : false;
  const here = onMessagingScreen(pathname);
  const active = wanted && !here;

  const senderName = async (senderId: string): Promise<string> => {
    const list = queryClient.getQueryData<TConversation[]>(conversationsQueryOptions(api).queryKey);
    const known = list?.find((c) => c.other._id === senderId)?.other.username;
    if (known) return known;
    try {
      return (await api.get<TPublicUser>(`/users/${encodeURIComponent(senderId)}`)).username || 'Unknown User';
    } catch {
      return 'Unknown User';
    }
  };

  const announce = async (m: TMessage) => {
    const name = await senderName(m.userId);
    toast.info(`${name}: ${truncateChars(m.desc, LIMITS.dashboardPreviewChars)}`, {
      toastId: `message-${m._id}`,
      onClick: () => void navigate(paths.message(m.conversationId)),
    });
  };

  useLiveEvent('message', (m) => {
    if (here || m.userId === userId) return;
    // A message in the first moments of a page can beat the user's own settings; wait for them, not drop it.
    if (own.data) {
      if (wanted) void announce(m);
      return;
    }
    queryClient
      .ensureQueryData(ownUserQueryOptions(api, userId))
      .then((u) => (u.notif !== false ? announce(m) : undefined))
      .catch(() => {});
  });
  useLiveEvent('notification', (n) => {
    toast.info(n.text, { onClick: n.href ? () => void navigate(n.href!) : undefined });
  });

  // The fallback check while the socket is down.
  const poll = useLivePollInterval(TIMINGS.notifierPollMs);
  const latest = useQuery({
    queryKey: ['notifier', 'latest', userId],
    queryFn: () => api.get<TMessage[]>('/messages'),
    refetchInterval: poll,
    refetchOnWindowFocus: true,
    enabled: poll !== false && active,
  });
  const seen = useRef<{ count: number; newest: string } | null>(null);
  useEffect(() => {
    const list = latest.data;
    if (!list) return;
    const newest = list.reduce((max, m) => (m.createdAt > max ? m.createdAt : max), '');
    const before = seen.current;
    seen.current = { count: list.length, newest };
    if (!before) return;
    if (list.length <= before.count && newest <= before.newest) return;
    const fresh = list.filter((m) => m.createdAt > before.newest && m.userId !== userId);
    for (const m of fresh) void announce(m);
  }, [latest.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
