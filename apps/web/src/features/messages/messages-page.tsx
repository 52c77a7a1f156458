import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, MessageSquare, Search } from 'lucide-react';
import { LIMITS, TIMINGS } from '@gigbazaar/shared/constants';
import { shortRelativeTime } from '@gigbazaar/shared/rules/relative-time';
import { truncateChars } from '@gigbazaar/shared/rules/text';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { useLiveEvent, useLivePollInterval } from '../../app/live';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Loading } from '../../ui/spinner';
import { applyConversationState, conversationsQueryOptions } from '../../lib/queries/conversations';
import { isUnreadFor, markRead } from './api';
import styles from './messages.module.css';

export async function loader(ctx: AppContext, { request }: { request: Request }) {
  await requireUser(ctx, request);
  await ctx.queryClient.prefetchQuery(conversationsQueryOptions(ctx.api));
  return null;
}

/** Messages: the caller's conversations, newest first, kept current by the live socket. */
export default function MessagesPage() {
  const api = useApi();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...conversationsQueryOptions(api),
    refetchInterval: useLivePollInterval(TIMINGS.messagingPollMs),
  });
  useLiveEvent('conversation', (state) => applyConversationState(queryClient, api, state));
  useLiveEvent('read', (r) =>
    applyConversationState(queryClient, api, {
      id: r.conversationId,
      readBySeller: r.readBySeller,
      readByBuyer: r.readByBuyer,
    }),
  );
  const now = useNow(10_000);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => {
    const all = query.data ?? [];
    return needle ? all.filter((c) => c.other.username.toLowerCase().includes(needle)) : all;
  }, [query.data, needle]);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title="Messages" description="Your conversations on GigBazaar." />
      <PageHeader icon={MessageSquare} title="Messages" subtitle="Talk to buyers and sellers, safely on GigBazaar." />
      <label className={styles.search}>
        <Search size={18} aria-hidden="true" />
        <span className="visually-hidden">Search conversations</span>
        <input
          type="search"
          placeholder="Search conversations..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={LIMITS.searchMaxLength}
        />
      </label>
      {query.isError ? (
        <Notice tone="error">Error loading messages</Notice>
      ) : query.isPending ? (
        <Loading label="Loading your messages…" />
      ) : shown.length === 0 ? (
        <Card className={styles.empty}>
          <p>{needle ? 'No results found' : 'No messages yet'}</p>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Conversations">
          {shown.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} unread={me ? isUnreadFor(c, me._id) : false} now={now} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function ConversationRow({
  conversation: c,
  unread,
  now,
}: {
  conversation: TConversation;
  unread: boolean;
  now: Date | null;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onMarkRead = async () => {
    try {
      const updated = await markRead(api, c.id);
      applyConversationState(queryClient, api, updated);
    } catch {
      // A mark-read answer is not shown; the dot stays until the next refresh.
    }
  };
  return (
    <div className={styles.row} data-unread={unread} data-testid="conversation-row">
      <Link to={paths.message(c.id)} className={styles.rowLink}>
        <Avatar src={c.other.img} alt="" size={48} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.name}>{c.other.username}</span>
            <time className={styles.time} dateTime={c.lastMessageTime ?? undefined}>
              {now ? shortRelativeTime(c.lastMessageTime, now) : ''}
            </time>
          </span>
          <span className={styles.preview}>
            {c.lastMessage ? truncateChars(c.lastMessage, LIMITS.conversationPreviewChars) : 'No messages yet'}
          </span>
        </span>
        {unread && (
          <span className={styles.dot} data-testid="unread-dot">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
      </Link>
      {unread && (
        <button
          type="button"
          className={styles.markRead}
          onClick={() => void onMarkRead()}
          aria-label={`Mark the conversation with ${c.other.username} as read`}
          title="Mark as read"
        >
          <CheckCheck size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
