import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { TIMINGS } from '@gigbazaar/shared/constants';
import { MESSAGE_MAX, TYPING_TTL_MS } from '@gigbazaar/shared/schemas/conversations-constants';
import type { TMessage } from '@gigbazaar/shared/schemas/conversations';
import { useApi } from '../../../app/app-context';
import { useKeptDraft } from '../../../lib/drafts';
import { Button } from '../../../ui/button';
import { sendMessage, sendTyping } from '../api';
import type { ShownMessage } from '../hooks/use-thread';
import styles from '../conversation.module.css';

/**
 * The message box: Enter sends, Shift+Enter adds a line; a send shows at once (optimistic) and locks sending for
 * a second; the typing flag goes out while typing and clears after 2 seconds without a key.
 */
export function Composer({
  conversationId,
  userId,
  inputRef,
  onOptimistic,
  onSettled,
  onRejected,
}: {
  conversationId: string;
  userId: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  onOptimistic(m: ShownMessage): void;
  onSettled(tempId: string, saved: TMessage | null): void;
  onRejected(): void;
}) {
  const api = useApi();
  // A message half-written here is still here after a look at another conversation.
  const [text, setText] = useKeptDraft(`message:${conversationId}`, '');
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
        // The messaging rules: any send error is the moderator's rejection (rolled back, input cleared, alert shown).
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
        ref={inputRef}
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
      <Button type="submit" aria-disabled={locked || !text.trim()} aria-label="Send message">
        <SendHorizontal size={18} aria-hidden="true" />
        <span className={styles.sendLabel}>Send</span>
      </Button>
    </form>
  );
}
