import { useRef, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { presenceLabel } from '@gigbazaar/shared/rules/presence';
import { CONVERSATION_MSG } from '@gigbazaar/shared/schemas/conversations-constants';
import type { TConversation } from '@gigbazaar/shared/schemas/conversations';
import type { AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { Meta } from '../../app/meta';
import { useCurrentUser } from '../../app/session';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';
import { conversationQueryOptions } from '../../lib/queries/conversations';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { Loading } from '../../ui/spinner';
import { messagesQueryOptions } from './api';
import { Composer } from './components/composer';
import { FirstOpenNotice } from './components/first-open-notice';
import { MessageList } from './components/message-list';
import { useConversationAt } from './hooks/use-conversation-at';
import { useThread } from './hooks/use-thread';
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

/** A conversation: messages live over the socket, typing, optimistic send, the moderator's alert. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const at = useConversationAt(id, me?._id);

  if (at.state === 'failed') {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Meta title="Conversation" />
        <h1 className={styles.problemHeading}>
          {at.status === 404 ? 'Conversation not found' : at.status === 403 ? 'Not your conversation' : 'Conversation'}
        </h1>
        <Notice tone="error">
          {at.status === 404
            ? 'This conversation does not exist.'
            : at.status === 403
              ? CONVERSATION_MSG.notParty
              : (at.message ?? 'Error loading messages')}
        </Notice>
        <p>
          <Link to={paths.messages()}>Back to your messages</Link>
        </p>
      </main>
    );
  }
  if (at.state === 'loading') return <Waiting />;
  // One conversation's state (its composer's words above all) never carries over to the next one opened in place,
  // e.g. from a new message's toast: a message half-written to one person was shown ready to send to another.
  return <Conversation key={at.conversation.id} conversation={at.conversation} />;
}

function Waiting() {
  return (
    <main id="main" className={`page ${styles.page}`}>
      <Loading label="Loading the conversation…" />
    </main>
  );
}

function Conversation({ conversation: c }: { conversation: TConversation }) {
  const me = useCurrentUser();
  const thread = useThread(c.id, c, me?._id);
  const [rejected, setRejected] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const now = useNow(30_000);

  if (thread.messages.isError) {
    return (
      <main id="main" className={`page ${styles.page}`}>
        <Meta title="Conversation" />
        <h1 className={styles.problemHeading}>Conversation</h1>
        <Notice tone="error">Error loading messages</Notice>
        <p>
          <Link to={paths.messages()}>Back to your messages</Link>
        </p>
      </main>
    );
  }
  if (!thread.messages.data) return <Waiting />;

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Meta title={`Messages with ${c.other.username}`} />
      {me && <FirstOpenNotice userId={me._id} continueAt={input} />}
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
        <MessageList messages={thread.shown} myId={me?._id} />
        <p className={styles.typing} aria-live="polite">
          {thread.otherTyping ? `${c.other.username} is typing…` : ''}
        </p>
        {me ? (
          <Composer
            conversationId={c.id}
            userId={me._id}
            inputRef={input}
            onOptimistic={thread.addPending}
            onSettled={thread.settle}
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
