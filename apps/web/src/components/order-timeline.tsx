import type { ReactNode } from 'react';
import {
  Ban,
  CheckCircle2,
  CircleDollarSign,
  Clock,
  FileText,
  Gavel,
  PackageCheck,
  RotateCcw,
  Scale,
  Undo2,
  XCircle,
} from 'lucide-react';
import { formatDateTime } from '@gigbazaar/shared/rules/dates';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import type { TOrderEvent } from '@gigbazaar/shared/schemas/orders';
import styles from './order-timeline.module.css';

const ICONS: Record<string, ReactNode> = {
  paid: <CircleDollarSign size={18} aria-hidden="true" />,
  complete: <PackageCheck size={18} aria-hidden="true" />,
  revision: <RotateCcw size={18} aria-hidden="true" />,
  approve: <CheckCircle2 size={18} aria-hidden="true" />,
  release: <CheckCircle2 size={18} aria-hidden="true" />,
  extension: <Clock size={18} aria-hidden="true" />,
  extension_accept: <Clock size={18} aria-hidden="true" />,
  extension_decline: <Clock size={18} aria-hidden="true" />,
  extension_grant: <Clock size={18} aria-hidden="true" />,
  cancellation: <Ban size={18} aria-hidden="true" />,
  cancellation_accept: <Ban size={18} aria-hidden="true" />,
  cancellation_decline: <Ban size={18} aria-hidden="true" />,
  cancellation_lapse: <Ban size={18} aria-hidden="true" />,
  cancel: <Ban size={18} aria-hidden="true" />,
  dispute: <Scale size={18} aria-hidden="true" />,
  decide_release: <Gavel size={18} aria-hidden="true" />,
  decide_refund: <Gavel size={18} aria-hidden="true" />,
  decide_split: <Gavel size={18} aria-hidden="true" />,
  refunded: <Undo2 size={18} aria-hidden="true" />,
  refund_failed: <XCircle size={18} aria-hidden="true" />,
};

const ACTOR: Record<TOrderEvent['actor'], string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'GigBazaar',
  system: 'Automatic',
};

/** A delivered file's name as people know it: the last part of its URL (private uploads are named by the server). */
export function fileLabel(url: string, index: number): string {
  const kind = url.toLowerCase().endsWith('.pdf') ? 'PDF' : 'image';
  return `File ${index + 1} (${kind})`;
}

/** Delivered files: links to their private URLs, which the server serves to the two parties and admins only. */
export function DeliveryFiles({ files }: { files: readonly string[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label="Delivered files">
      {files.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className={styles.file}>
            <FileText size={16} aria-hidden="true" /> {fileLabel(url, i)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything that happened to an order, oldest first (the order page, and the admins' dispute review): who did it,
 * when (India time, one way everywhere), and what came with it (a message, files, an amount, days).
 */
export function OrderTimeline({ events, label = 'Order history' }: { events: readonly TOrderEvent[]; label?: string }) {
  if (events.length === 0) return <p className={styles.empty}>Nothing has happened on this order yet.</p>;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {events.map((e, i) => (
        <li key={`${e.at}-${e.type}-${i}`} className={styles.event} data-type={e.type}>
          <span className={styles.icon}>{ICONS[e.type] ?? <Clock size={18} aria-hidden="true" />}</span>
          <div className={styles.body}>
            <p className={styles.label}>
              {e.label}
              {e.amount !== undefined && e.amount > 0 && <> · {formatRupees(e.amount)}</>}
              {e.days !== undefined && e.days > 0 && (
                <>
                  {' '}
                  · {e.days} {e.days === 1 ? 'day' : 'days'}
                </>
              )}
            </p>
            <p className={styles.meta}>
              {ACTOR[e.actor]} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
            {e.message && <p className={styles.message}>{e.message}</p>}
            {e.files && <DeliveryFiles files={e.files} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
