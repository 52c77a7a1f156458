import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { EXTENSION_DAYS, actionLabel, transitionFor } from '@gigbazaar/shared/rules/order-lifecycle';
import { formatRupees } from '@gigbazaar/shared/rules/money';
import type { TOrder } from '@gigbazaar/shared/schemas/orders';
import { useApi } from '../../../app/app-context';
import { ApiError, errorMessage } from '../../../lib/api';
import { useKeptDraft } from '../../../lib/drafts';
import { ordersKey } from '../../../lib/queries/orders';
import { Button } from '../../../ui/button';
import { TextArea, TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { isPartyAction, takeOrderAction, type TPartyAction } from '../api';
import { DeliveryFilesInput, type DeliveredFile } from './delivery-files-input';
import styles from './order.module.css';

type FieldKind = 'delivery' | 'note' | 'reason' | 'extension';

interface ActionForm {
  title: string;
  intro(order: TOrder): ReactNode;
  field?: FieldKind;
  fieldLabel?: string;
  submit: string;
  busy: string;
  done(order: TOrder): string;
  danger?: boolean;
}

const DAYS_MSG = `Days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.`;

/**
 * The dialog of each action that takes words or moves money (the table's `input` and `confirm`); the rest
 * (answering a request for more time, declining a cancellation) are taken at one click.
 */
const FORMS: Partial<Record<TPartyAction, ActionForm>> = {
  complete: {
    title: 'Deliver your work',
    intro: () =>
      'The buyer gets your message and files. The payment is released to you 7 days after the delivery unless the buyer approves sooner, asks for a revision or opens a dispute.',
    field: 'delivery',
    fieldLabel: 'Message to the buyer (optional)',
    submit: 'Deliver',
    busy: 'Delivering…',
    done: () => 'Delivered. The buyer has been told.',
  },
  revision: {
    title: 'Ask for a revision',
    intro: (o) =>
      `${o.revisionsLeft} ${o.revisionsLeft === 1 ? 'revision' : 'revisions'} left. The seller gets your note and a new due date.`,
    field: 'note',
    fieldLabel: 'What should change?',
    submit: 'Request revision',
    busy: 'Sending…',
    done: () => 'Revision requested. The seller has been told.',
  },
  approve: {
    title: 'Approve and release payment?',
    intro: (o) => `${formatRupees(o.price)} goes to the seller now. This cannot be undone.`,
    submit: 'Approve and release payment',
    busy: 'Releasing…',
    done: () => 'Thank you! The payment has been released to the seller.',
  },
  extension: {
    title: 'Ask for more time',
    intro: () => 'The buyer may accept or decline. If they do not answer within 48 hours, the extra days are granted.',
    field: 'extension',
    fieldLabel: 'Why do you need more time?',
    submit: 'Send request',
    busy: 'Sending…',
    done: () => 'Your request for more time was sent to the buyer.',
  },
  cancellation: {
    title: 'Ask to cancel this order',
    intro: (o) =>
      `The other party has 48 hours to answer. If they accept, or do not answer in time, the order is cancelled and the buyer is refunded ${formatRupees(o.price)} in full.`,
    field: 'reason',
    fieldLabel: 'Why do you want to cancel?',
    submit: 'Send request',
    busy: 'Sending…',
    done: () => 'Your cancellation request was sent.',
  },
  cancellation_accept: {
    title: 'Accept the cancellation?',
    intro: (o) => `The order ends and the buyer is refunded ${formatRupees(o.price)} in full. This cannot be undone.`,
    submit: 'Accept cancellation',
    busy: 'Cancelling…',
    done: (o) => `The order is cancelled. The refund of ${formatRupees(o.price)} is on its way to the buyer.`,
    danger: true,
  },
  cancel: {
    title: 'Cancel this late order?',
    intro: (o) =>
      `The order is more than a day past its due date. Cancelling ends it and refunds you ${formatRupees(o.price)} in full. This cannot be undone.`,
    field: 'reason',
    fieldLabel: 'Reason',
    submit: 'Cancel and refund me',
    busy: 'Cancelling…',
    done: (o) => `The order is cancelled. Your refund of ${formatRupees(o.price)} is on its way.`,
    danger: true,
  },
  dispute: {
    title: 'Open a dispute?',
    intro: () =>
      'Every clock stops and the money stays held until GigBazaar looks at the order and decides: release it to the seller, refund the buyer, or split it. You both get the decision with a note.',
    field: 'reason',
    fieldLabel: 'What went wrong?',
    submit: 'Open dispute',
    busy: 'Opening…',
    done: () => 'Dispute opened. GigBazaar will look at it and decide.',
    danger: true,
  },
};

const DIRECT_DONE: Partial<Record<TPartyAction, string>> = {
  extension_accept: 'You gave the seller more time.',
  extension_decline: 'You declined the request for more time.',
  cancellation_decline: 'You declined the cancellation.',
};

/** Buttons of the order's primary and quieter actions, in the order a party would look for them. */
const PRIMARY: readonly TPartyAction[] = ['complete', 'approve', 'extension_accept', 'cancellation_accept'];
const ORDER: readonly TPartyAction[] = [
  'complete',
  'approve',
  'revision',
  'extension_accept',
  'extension_decline',
  'cancellation_accept',
  'cancellation_decline',
  'extension',
  'cancellation',
  'cancel',
  'dispute',
];

/** Exactly the actions the server gives this viewer now (`order.actions`, the lifecycle table's decision). */
export function OrderActions({ order }: { order: TOrder }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<TPartyAction | null>(null);
  const [busy, setBusy] = useState<TPartyAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const given = new Set(order.actions.filter(isPartyAction));
  const actions = ORDER.filter((a) => given.has(a));
  if (actions.length === 0) return null;

  const direct = async (action: TPartyAction) => {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      await takeOrderAction(api, order._id, action);
      toast.success(DIRECT_DONE[action] ?? 'Done.');
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    }
  };

  return (
    <section className={styles.actionsBox} aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" className={styles.h2}>
        What you can do
      </h2>
      <div className={styles.actions}>
        {actions.map((action) => {
          const form = FORMS[action];
          return (
            <Button
              key={action}
              variant={
                PRIMARY.includes(action)
                  ? 'primary'
                  : action === 'dispute' || action === 'cancel'
                    ? 'danger'
                    : 'secondary'
              }
              onClick={() => (form ? setOpen(action) : void direct(action))}
              aria-disabled={busy !== null}
              busy={busy === action}
              aria-haspopup={form ? 'dialog' : undefined}
            >
              {actionLabel(action)}
            </Button>
          );
        })}
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {open && FORMS[open] && (
        <ActionDialog key={open} order={order} action={open} form={FORMS[open]} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}

/** One action's dialog on its own (the Orders cards' "Approve" confirms through the same words as the order page). */
export function OrderActionDialog({
  order,
  action,
  onClose,
}: {
  order: TOrder;
  action: TPartyAction;
  onClose(): void;
}) {
  const form = FORMS[action];
  return form ? <ActionDialog order={order} action={action} form={form} onClose={onClose} /> : null;
}

function ActionDialog({
  order,
  action,
  form,
  onClose,
}: {
  order: TOrder;
  action: TPartyAction;
  form: ActionForm;
  onClose(): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  // What the party wrote (and the files they uploaded) stays until it is sent: closing the dialog, a refusal, or
  // the order changing under it (the other party acted) does not cost the words.
  const draftKey = `order:${order._id}:${action}`;
  const [text, setText, discardText] = useKeptDraft(draftKey, '');
  const [days, setDays, discardDays] = useKeptDraft(`${draftKey}:days`, '3');
  const [files, setFiles, discardFiles] = useKeptDraft<DeliveredFile[]>(`${draftKey}:files`, []);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [textError, setTextError] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const confirm = transitionFor(action).confirm === true;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || uploading) return;
    setError(null);
    setTextError(null);
    setDaysError(null);
    const words = text.trim();
    const body: Record<string, unknown> = {};
    if (form.field === 'note' || form.field === 'reason' || form.field === 'extension') {
      if (!words) {
        setTextError(form.field === 'note' ? 'A note is required.' : 'A reason is required.');
        textRef.current?.focus();
        return;
      }
      body[form.field === 'note' ? 'note' : 'reason'] = words;
    }
    if (form.field === 'extension') {
      const n = Number(days);
      if (!Number.isInteger(n) || n < EXTENSION_DAYS.min || n > EXTENSION_DAYS.max) {
        setDaysError(DAYS_MSG);
        return;
      }
      body.days = n;
    }
    if (form.field === 'delivery') {
      if (words) body.sellerMessage = words;
      body.files = files.map((f) => f.url);
    }
    setSending(true);
    try {
      await takeOrderAction(api, order._id, action, body);
      discardText();
      discardDays();
      discardFiles();
      toast.success(form.done(order));
      onClose();
    } catch (e) {
      // The moderator's refusal belongs to the words it refused; anything else is the API's sentence.
      if (e instanceof ApiError && (e.code === 'moderation_rejected' || e.status === 422) && form.field) {
        setTextError(e.message);
        textRef.current?.focus();
      } else if (e instanceof ApiError && e.status === 400 && e.fields?.days) {
        setDaysError(e.fields.days);
      } else {
        setError(errorMessage(e, 'Something went wrong. Please try again.'));
      }
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    }
  };

  return (
    <Modal open onClose={onClose} title={form.title} role={confirm ? 'alertdialog' : undefined}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className={styles.form} aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className={styles.intro}>
          {form.intro(order)}
        </p>
        {form.field === 'extension' && (
          <TextField
            label="Extra days"
            type="number"
            inputMode="numeric"
            min={EXTENSION_DAYS.min}
            max={EXTENSION_DAYS.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            hint={`From ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max} days.`}
            error={daysError}
          />
        )}
        {form.field && (
          <TextArea
            ref={textRef}
            label={form.fieldLabel}
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTextError(null);
            }}
            error={textError}
            required={form.field !== 'delivery'}
          />
        )}
        {form.field === 'delivery' && (
          <DeliveryFilesInput value={files} onChange={setFiles} onBusyChange={setUploading} />
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.dialogButtons}>
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            Go back
          </Button>
          <Button type="submit" variant={form.danger ? 'danger' : 'primary'} aria-disabled={uploading} busy={sending}>
            {sending ? form.busy : form.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
