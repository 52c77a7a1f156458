import { useLayoutEffect, useRef } from 'react';
import { formatDate, formatTime } from '@gigbazaar/shared/rules/dates';
import type { ShownMessage } from '../hooks/use-thread';
import { ReportButton } from '../../../components/report-button';
import styles from '../conversation.module.css';

/**
 * The thread, oldest first, with a date line where the day changes; it follows the newest message, as chat does.
 * The scrolling box is a reversed flex column around the list, so it starts at its end, the newest message, in the
 * server's HTML too (the effect below only keeps it there as messages arrive once the page runs).
 */
export function MessageList({ messages, myId }: { messages: ShownMessage[]; myId: string | undefined }) {
  const box = useRef<HTMLDivElement>(null);
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
    <div className={styles.scroller} ref={box} role="region" aria-label="Messages" tabIndex={0}>
      <ol className={styles.thread}>
        {messages.map((m) => {
          const at = new Date(m.createdAt);
          const day = formatDate(at);
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
                <div className={styles.meta}>
                  <time className={styles.time} dateTime={m.createdAt}>
                    {m.pending ? 'Sending…' : formatTime(at)}
                  </time>
                  {!mine && !m.pending && (
                    <ReportButton target="message" id={m._id} compact className={styles.report} />
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
