/**
 * The order lifecycle, declared once as data: its states, the transitions between them, who may take each, what
 * each records on the order, which ledger movement it books and whom it notifies. The server's routes and release
 * job, the ledger and the web app's labels and buttons all read this table; nothing else decides what an order
 * may do next.
 *
 *   paid ──complete (seller)──▶ completed ──approve (buyer) / release (system, 7 days later)──▶ released
 *
 * "paid" means the buyer's money is held in escrow; "released" means it has gone to the seller (less commission).
 */
export const ORDER_STATES = ['paid', 'completed', 'released'] as const;
export type TOrderState = (typeof ORDER_STATES)[number];

export type TOrderActor = 'buyer' | 'seller' | 'system';
export type TOrderAction = 'complete' | 'approve' | 'release';
/** The ledger movement a transition books (`payment` is booked when the order is created). */
export type TLedgerMovement = 'payment' | 'release';

export interface OrderStateInfo {
  /** What the Orders screen shows. */
  label: string;
  /** "Completed" lists orders the seller has completed; "Active" the rest. */
  isCompleted: boolean;
  /** Money still held by the platform. */
  inEscrow: boolean;
}

export const ORDER_STATE_INFO: Record<TOrderState, OrderStateInfo> = {
  paid: { label: 'In progress', isCompleted: false, inEscrow: true },
  completed: { label: 'Completed, awaiting approval', isCompleted: true, inEscrow: true },
  released: { label: 'Completed, paid out', isCompleted: true, inEscrow: false },
};

export interface OrderTransition {
  action: TOrderAction;
  from: TOrderState;
  to: TOrderState;
  by: TOrderActor;
  /** The button on the Orders screen (none for the system's release). */
  buttonLabel?: string;
  /** The order's timestamps this transition sets. */
  records: readonly ('completedAt' | 'releaseAt' | 'releasedAt')[];
  books?: TLedgerMovement;
  /** Who hears about it (mail and a live event). */
  notifies: readonly ('buyer' | 'seller')[];
  /** The 409's sentence when the order is not in `from`. */
  refusal: string;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    action: 'complete',
    from: 'paid',
    to: 'completed',
    by: 'seller',
    buttonLabel: 'Mark complete',
    records: ['completedAt', 'releaseAt'],
    notifies: ['buyer'],
    refusal: 'This order has already been completed.',
  },
  {
    action: 'approve',
    from: 'completed',
    to: 'released',
    by: 'buyer',
    buttonLabel: 'Approve and release payment',
    records: ['releasedAt'],
    books: 'release',
    notifies: ['seller'],
    refusal: 'Only a completed order that has not been released yet can be approved.',
  },
  {
    action: 'release',
    from: 'completed',
    to: 'released',
    by: 'system',
    records: ['releasedAt'],
    books: 'release',
    notifies: ['seller'],
    refusal: 'Only a completed order that has not been released yet can be released.',
  },
];

export function isOrderState(value: string): value is TOrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

export function transitionFor(action: TOrderAction): OrderTransition {
  const t = ORDER_TRANSITIONS.find((x) => x.action === action);
  if (!t) throw new Error(`No transition ${action}`);
  return t;
}

export type NextState =
  | { ok: true; transition: OrderTransition }
  | { ok: false; reason: 'wrong-actor' | 'wrong-state'; transition: OrderTransition };

/** Whether `actor` may take `action` on an order in `state`, and the transition if so. */
export function nextState(state: string, action: TOrderAction, actor: TOrderActor): NextState {
  const transition = transitionFor(action);
  if (transition.by !== actor) return { ok: false, reason: 'wrong-actor', transition };
  if (transition.from !== state) return { ok: false, reason: 'wrong-state', transition };
  return { ok: true, transition };
}

/** The buttons `actor` sees on an order in `state` (the Orders screen). */
export function availableActions(state: string, actor: 'buyer' | 'seller'): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.by === actor && t.from === state);
}

export function orderStateLabel(state: string): string {
  return isOrderState(state) ? ORDER_STATE_INFO[state].label : state;
}
