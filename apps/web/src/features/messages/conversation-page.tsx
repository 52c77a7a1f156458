import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SendHorizontal, ShieldAlert } from 'lucide-react';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { presenceLabel } from '@gigbazaar/shared/rules/presence';
import { CONVERSATION_MSG, MESSAGE_MAX, TYPING_TTL_MS, type TMessage } from '@gigbazaar/shared/schemas/conversations';
import { useApi, type AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { useLiveEvent, useLivePollInterval, useLiveReconnected, useLiveStatus } from '../../app/live';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { useNow } from '../../hooks/use-now';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { applyConversationState, conversationQueryOptions } from '../../lib/queries/conversations';
import {
  fetchMessagesAfter,
  markRead,
  mergeMessages,
  messagesKey,
  messagesQueryOptions,
  sendMessage,
  sendTyping,
  typingQueryOptions,
} from './api';
import { FirstOpenNotice } from './first-open-notice';
import styles from './conversation.module.css';

export async function loader(ctx: AppContext, { request, params }: LoaderFunctionArgs) {
  await requireUser(ctx, request);
  const id = params.id ?? '';
  await Promise.all([
    ctx.queryClient.prefetchQuery(conversationQueryOptions(ctx.api, id)),
    ctx.queryClient.prefetchQuery(messagesQueryOptions(ctx.api, id)),
  ]);
  return null;
}

const MODERATOR = 'GigBazaar Moderator';

function dropFirst<T>(list: T[], match: (item: T) => boolean): T[] {
  const at = list.findIndex(match);
  return at < 0 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
}
type Shown = TMessage & { pending?: boolean };

/** Conversation (spec 2 §2, §4): messages live over the socket, typing, optimistic send, the moderator's alert. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const poll = useLivePollInterval(TIMINGS.messagingPollMs);
  const live = useLiveStatus() === 'open';
  const conversation = useQuery(conversationQueryOptions(api, id));
  const messages = useQuery({ ...messagesQueryOptions(api, id), refetchInterval: poll });
  const typing = useQuery({ ...typingQueryOptions(api, id), refetchInterval: poll, enabled: !live && Boolean(me) });
  const [otherTypingAt, setOtherTypingAt] = useState<number | null>(null);
  const [pending, setPending] = useState<Shown[]>([]);
  const [rejected, setRejected] = useState(false);
  const now = useNow(30_000);
  const c = conversation.data;
  const otherId = c ? (c.sellerId === me?._id ? c.buyerId : c.sellerId) : undefined;

  // Read when opened, and again whenever the other party's message arrives while it is open.
  const readNow = useCallback(() => {
    markRead(api, id)
      .then((updated) => applyConversationState(queryClient, api, updated))
      .catch(() => {});
  }, [api, id, queryClient]);
  useEffect(() => {
    if (c) readNow();
  }, [c?.id, readNow]); // eslint-disable-line react-hooks/exhaustive-deps

  useLiveEvent('message', (m) => {
    if (m.conversationId !== id) return;
    queryClient.setQueryData<TMessage[]>(messagesKey(id), (list) => mergeMessages(list, [m]));
    // My own message can come back on the socket before the POST answers: it replaces its "Sending…" copy at once.
    if (m.userId === me?._id) setPending((p) => dropFirst(p, (x) => x.desc === m.desc));
    else {
      setOtherTypingAt(null);
      if (document.visibilityState === 'visible') readNow();
    }
  });
  useLiveEvent('typing', (t) => {
    if (t.conversationId === id && t.userId !== me?._id) setOtherTypingAt(t.isTyping ? Date.now() : null);
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

  const list: Shown[] = [...(messages.data ?? []), ...pending];

  if (conversation.isError || messages.isError) {
    const err = conversation.error ?? messages.error;
    const status = err instanceof ApiError ? err.status : 0;
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Meta title="Conversation" />
        <Notice tone="error">
          {status === 404
            ? 'This conversation does not exist.'
            : status === 403
              ? CONVERSATION_MSG.notParty
              : 'Error loading messages'}
        </Notice>
        <p>
          <Link to={paths.messages()}>Back to your messages</Link>
        </p>
      </main>
    );
  }
  if (!c || !messages.data) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Loading label="Loading the conversation…" />
      </main>
    );
  }

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={`Messages with ${c.other.username}`} />
      {me && <FirstOpenNotice userId={me._id} />}
      <div className={styles.shell}>
        <header className={styles.header}>
          <Link to={paths.messages()} className={styles.back} aria-label="Back to messages">
            <ArrowLeft size={20} aria-hidden="true" />
          </Link>
          <Avatar src={c.other.img} alt="" size={44} />
          <div className={styles.who}>
            <h1 className={styles.name}>
              <Link to={paths.profile(c.other.username)}>{c.other.username}</Link>
            </h1>
            <p className={styles.presence} data-testid="presence">
              {now ? presenceLabel(c.other.lastLogin, now) : '\u00a0'}
            </p>
          </div>
        </header>
        <MessageList messages={list} myId={me?._id} />
        <p className={styles.typing} aria-live="polite">
          {otherTyping ? `${c.other.username} is typing…` : ''}
        </p>
        {me ? (
          <Composer
            conversationId={id}
            userId={me._id}
            onOptimistic={(m) => setPending((p) => [...p, m])}
            onSettled={(tempId, saved) => {
              if (saved) queryClient.setQueryData<TMessage[]>(messagesKey(id), (l) => mergeMessages(l, [saved]));
              setPending((p) => p.filter((m) => m._id !== tempId));
            }}
            onRejected={() => setRejected(true)}
          />
        ) : (
          <Notice tone="info">Please log in to send messages</Notice>
        )}
      </div>
      <Modal open={rejected} onClose={() => setRejected(false)} title={MODERATOR} size="small" role="alertdialog">
        <div className={styles.notice}>
          <ShieldAlert size={40} aria-hidden="true" className={styles.alertIcon} />
          <p>{CONVERSATION_MSG.personalInformation}</p>
          <Button onClick={() => setRejected(false)} block autoFocus>
            OK
          </Button>
        </div>
      </Modal>
    </main>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function MessageList({ messages, myId }: { messages: Shown[]; myId: string | undefined }) {
  const end = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLOListElement>(null);
  // Follows the newest message, as chat does.
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  if (messages.length === 0) {
    return (
      <div className={styles.emptyThread}>
        <p>No messages yet. Say hello and describe what you need.</p>
      </div>
    );
  }
  let lastDay = '';
  return (
    <ol className={styles.thread} ref={box} aria-label="Messages" tabIndex={0}>
      {messages.map((m) => {
        const at = new Date(m.createdAt);
        const day = dayFormat.format(at);
        const showDay = day !== lastDay;
        lastDay = day;
        const mine = m.userId === myId;
        return (
          <li key={m._id} className={styles.item}>
            {showDay && <p className={styles.day}>{day}</p>}
            <div
              className={mine ? styles.mine : styles.theirs}
              data-pending={m.pending || undefined}
              data-testid="message"
            >
              <p className={styles.text}>{m.desc}</p>
              <time className={styles.time} dateTime={m.createdAt}>
                {m.pending ? 'Sending…' : timeFormat.format(at)}
              </time>
            </div>
          </li>
        );
      })}
      <div ref={end} />
    </ol>
  );
}

function Composer({
  conversationId,
  userId,
  onOptimistic,
  onSettled,
  onRejected,
}: {
  conversationId: string;
  userId: string;
  onOptimistic(m: Shown): void;
  onSettled(tempId: string, saved: TMessage | null): void;
  onRejected(): void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const [locked, setLocked] = useState(false);
  const typingSent = useRef(false);
  const typingSentAt = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (!typingSent.current) return;
    typingSent.current = false;
    typingSentAt.current = 0;
    sendTyping(api, conversationId, userId, false).catch(() => {});
  }, [api, conversationId, userId]);
  useEffect(() => stopTyping, [stopTyping]);

  const onChange = (value: string) => {
    setText(value);
    if (!value.trim()) return stopTyping();
    // Throttled: re-sent while typing goes on, since a flag older than TYPING_TTL_MS counts as stopped.
    const at = Date.now();
    if (!typingSent.current || at - typingSentAt.current >= TYPING_TTL_MS / 2) {
      typingSent.current = true;
      typingSentAt.current = at;
      sendTyping(api, conversationId, userId, true).catch(() => {});
    }
    // Spec 2 §4: the flag clears after 2 seconds without typing.
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, TIMINGS.typingIdleMs);
  };

  const send = () => {
    const desc = text.trim();
    if (!desc || locked) return;
    setLocked(true);
    setTimeout(() => setLocked(false), TIMINGS.sendLockMs);
    stopTyping();
    const tempId = `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    onOptimistic({ _id: tempId, conversationId, userId, desc, createdAt: new Date().toISOString(), pending: true });
    setText('');
    sendMessage(api, conversationId, desc)
      .then((saved) => onSettled(tempId, saved))
      .catch(() => {
        // Spec 2 §8: any send error is the moderator's rejection: rolled back, input cleared, the alert shown.
        onSettled(tempId, null);
        setText('');
        onRejected();
      });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor="message-input" className="visually-hidden">
        Write a message
      </label>
      <textarea
        id="message-input"
        className={styles.input}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message…"
        aria-describedby="message-hint"
        rows={2}
        maxLength={MESSAGE_MAX}
      />
      <span id="message-hint" className="visually-hidden">
        Enter sends; Shift+Enter starts a new line.
      </span>
      <Button type="submit" disabled={locked || !text.trim()} aria-label="Send message">
        <SendHorizontal size={18} aria-hidden="true" />
        <span className={styles.sendLabel}>Send</span>
      </Button>
    </form>
  );
}
