/**
 * The order lifecycle, declared once as data (docs/product-rules.md "Order lifecycle", decision 017): its states,
 * the transitions between them, who may take each, the clocks each starts or stops (and the job that acts when a
 * clock runs out), the ledger movement it books, whom it tells and with which words, its button and its refusal
 * sentences. The server's routes and jobs, the ledger, the database's CHECK constraint and the web app's labels and
 * buttons all read this table; nothing else decides what an order may do next.
 *
 *   paid ──complete (seller)──▶ completed ──approve (buyer) / release (system, 7 days after the last delivery)──▶ released
 *     ▲                            │
 *     └──── in_revision ◀──revision (buyer, while revisions remain)
 *
 *   paid / in_revision / completed ──cancellation accepted, or 48 h of silence, or cancel (buyer, 24 h late)──▶ cancelled
 *   paid / in_revision / completed ──dispute (either party)──▶ disputed ──decide (admin)──▶ released | cancelled
 *   paid / in_revision / completed ──suspension_dispute (system, when an admin suspends a party)──▶ disputed
 *
 * Extension and cancellation requests are not states: they are the order's one open request (`request` below), which
 * the other party answers; the order keeps its state (and, while the request is open, its clocks) until then.
 * "paid" means the buyer's money is held in escrow; "released" means it has gone to the seller (less commission);
 * "cancelled" means it is (being) refunded to the buyer.
 */
export const ORDER_STATES = ['paid', 'in_revision', 'completed', 'disputed', 'released', 'cancelled'] as const;
export type TOrderState = (typeof ORDER_STATES)[number];
/** The state a new order starts in (a payment confirmed into an order). */
export const INITIAL_ORDER_STATE: TOrderState = 'paid';

export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type TOrderActor = (typeof ORDER_ACTORS)[number];
export type TOrderParty = 'buyer' | 'seller';

export const ORDER_ACTIONS = [
  'complete',
  'revision',
  'approve',
  'release',
  'extension',
  'extension_accept',
  'extension_decline',
  'extension_grant',
  'cancellation',
  'cancellation_accept',
  'cancellation_decline',
  'cancellation_lapse',
  'cancel',
  'dispute',
  'suspension_dispute',
  'decide_release',
  'decide_refund',
  'decide_split',
] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The ledger movement a transition books. `payment` is booked when the order is created; `release` moves escrow to
 * the seller and the commission; `refund` asks the gateway to return the whole price (booked escrow → buyer when the
 * gateway confirms); `split` refunds part and releases the rest.
 */
export type TLedgerMovement = 'payment' | 'release' | 'refund' | 'split';

/** The kinds of request a party opens and the other party answers. */
export const ORDER_REQUEST_KINDS = ['extension', 'cancellation'] as const;
export type TOrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The buyer's refund window after each delivery (docs/product-rules.md "Orders and escrow (7-day release)"). */
export const AUTO_RELEASE_AFTER_DELIVERY_MS = 7 * DAY_MS;
/** An unanswered extension is granted, an unanswered cancellation cancels, after this. */
export const REQUEST_ANSWER_MS = 48 * HOUR_MS;
/** "Very late": the buyer alone may cancel this long after the due date. "Late" is any time past it. */
export const VERY_LATE_MS = DAY_MS;
/** The buyer is reminded this long before the auto-release. */
export const RELEASE_REMINDER_BEFORE_MS = DAY_MS;
/** A dispute no admin has touched this long is mailed to every admin (never decided by a timer). */
export const DISPUTE_ESCALATION_MS = 30 * DAY_MS;
/** At most this many files with one delivery. */
export const MAX_DELIVERY_FILES = 5;
/** An extension asks for 1 to 30 more days. */
export const EXTENSION_DAYS = { min: 1, max: 30 } as const;

export interface OrderStateInfo {
  /** What the Orders screen shows (`orderStatusLabel` adds the refund's progress to "cancelled"). */
  label: string;
  /** "Completed" lists orders the seller has completed (delivered or finished); "Active" the rest. */
  isCompleted: boolean;
  /** Money still held by the platform. */
  inEscrow: boolean;
  /** No transition leaves it. */
  final: boolean;
  /** The seller may hide it from their list (DELETE /orders/{id}): only once their work is handed over. */
  archivable: boolean;
  /** The buyer may nudge the seller (POST /orders/alert-seller): only while the seller has work to do. */
  alertable: boolean;
  /** The seller is working on it: the due date counts and the order can be late. */
  working: boolean;
}

export const ORDER_STATE_INFO: Record<TOrderState, OrderStateInfo> = {
  paid: {
    label: 'In progress',
    isCompleted: false,
    inEscrow: true,
    final: false,
    archivable: false,
    alertable: true,
    working: true,
  },
  in_revision: {
    label: 'Revision requested',
    isCompleted: false,
    inEscrow: true,
    final: false,
    archivable: false,
    alertable: true,
    working: true,
  },
  completed: {
    label: 'Completed, awaiting approval',
    isCompleted: true,
    inEscrow: true,
    final: false,
    archivable: true,
    alertable: false,
    working: false,
  },
  disputed: {
    label: 'In dispute',
    isCompleted: false,
    inEscrow: true,
    final: false,
    archivable: false,
    alertable: false,
    working: false,
  },
  released: {
    label: 'Completed, paid out',
    isCompleted: true,
    inEscrow: false,
    final: true,
    archivable: true,
    alertable: false,
    working: false,
  },
  cancelled: {
    label: 'Cancelled',
    isCompleted: true,
    inEscrow: false,
    final: true,
    archivable: true,
    alertable: false,
    working: false,
  },
};

/** What a cancelled order shows while the gateway has not confirmed its refund, and after. */
export const REFUND_LABELS = { pending: 'Refund pending', done: 'Cancelled and refunded' } as const;
/**
 * What a dispute decided as a split shows: its released part is paid out at once, but its refunded part waits for the
 * gateway like any refund, so "Completed, paid out" alone would tell the buyer their money is back before it is.
 */
export const SPLIT_LABELS = {
  pending: 'Refund pending, rest paid out',
  done: 'Split: part refunded, rest paid out',
} as const;

/**
 * What a transition does to the order's row besides its state; the server maps each to SQL once.
 * - completedAt / releasedAt / cancelledAt: stamp the time.
 * - startRelease: the 7-day auto-release clock starts again (`AUTO_RELEASE_AFTER_DELIVERY_MS`).
 * - stopRelease: no auto-release is counting.
 * - useRevision: revisionsLeft falls by one (and the guard `revisionsLeft` requires one).
 * - dueByDeliveryDays: the due date moves by the gig's delivery days (from the later of now and the old due date).
 * - dueByRequestDays: the due date moves by the days the open extension asked for.
 * - openRequest / closeRequest: the order's one open request (kind from `request.kind`) with its 48-hour clock.
 * - closeExtension: closes the open request only if it asks for more time (a delivery makes that moot; an open
 *   cancellation request stays for the other party to answer).
 * - openDispute / decideDispute: the dispute's fields; every clock stops while it is open.
 */
export type TOrderEffect =
  | 'completedAt'
  | 'releasedAt'
  | 'cancelledAt'
  | 'startRelease'
  | 'stopRelease'
  | 'useRevision'
  | 'dueByDeliveryDays'
  | 'dueByRequestDays'
  | 'openRequest'
  | 'closeRequest'
  | 'closeExtension'
  | 'openDispute'
  | 'decideDispute';

/**
 * A condition beyond the state, checked in the same statement as the state:
 * - revisionsLeft: at least one revision remains.
 * - veryLate: at least `VERY_LATE_MS` past the due date (and, by `from`, not delivered).
 */
export type TOrderGuard = 'revisionsLeft' | 'veryLate';

/** Where a time-out's clock is kept and which repeating job acts when it runs out. */
export interface OrderTimeout {
  /** The order column the job compares with now: `release_at` or `request_expires_at`. */
  clock: 'releaseAt' | 'requestExpiresAt';
  afterMs: number;
  /** The repeating job (app.ts) that takes this transition when the clock runs out. */
  job: string;
}

/** Who hears about a transition: a party, the actor's counterpart, or both parties. */
export type TOrderAudience = 'buyer' | 'seller' | 'other' | 'both';

export interface OrderTransition {
  action: TOrderAction;
  from: readonly TOrderState[];
  /** The new state; null keeps the state (a request opened or answered). */
  to: TOrderState | null;
  /** Who may take it. For a request's answer, additionally not the party who opened it. */
  by: readonly TOrderActor[];
  /** Opens a request of this kind (none may be open), or answers the open one of this kind. */
  request?: { kind: TOrderRequestKind; role: 'opens' | 'answers' };
  guard?: TOrderGuard;
  effects: readonly TOrderEffect[];
  books?: TLedgerMovement;
  /** Set on the system's transitions taken when a clock runs out: the clock and the job that takes them. */
  timeout?: OrderTimeout;
  /** Set on the system's transitions that an event sets off instead of a clock: what happened, and where. */
  trigger?: string;
  /** The body the call takes (validated by the shared schema of that name). */
  input?: 'deliveryBody' | 'noteBody' | 'reasonBody' | 'extensionBody' | 'decisionBody';
  /** The button on the order's screens (none for the system's). */
  buttonLabel?: string;
  /** Whether the web app confirms before taking it (it moves money or ends the order). */
  confirm?: boolean;
  /** The timeline's line for it. */
  eventLabel: string;
  notifies: readonly TOrderAudience[];
  /** The notice (mail subject, live toast) its audience gets. */
  notice: (title: string) => string;
  /** The mail's kind in the outbox. */
  mailKind: `order-${string}`;
  /** 403: the caller is a party, but not one the table names. */
  wrongActor: string;
  /** 409: the order is not in a `from` state (or, for an answer, no such request is open). */
  refusal: string;
  /** 409 in these states instead of `refusal`, where its sentence would mislead (a cancelled order "already completed"). */
  refusalIn?: Partial<Record<TOrderState, string>>;
  /** 409: the state is right but the guard fails. */
  guardRefusal?: string;
}

const party = ['buyer', 'seller'] as const;
const working = ['paid', 'in_revision'] as const;
const openStates = ['paid', 'in_revision', 'completed'] as const;

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    action: 'complete',
    from: working,
    to: 'completed',
    by: ['seller'],
    input: 'deliveryBody',
    // Left open, a request for more time would outlive its question: shown on the delivered order with no one able
    // to answer it, blocking the buyer's cancellation request, and granted by the 48-hour job after a revision.
    effects: ['completedAt', 'startRelease', 'closeExtension'],
    buttonLabel: 'Mark complete',
    eventLabel: 'Delivered',
    notifies: ['buyer'],
    notice: (title) => `Your order "${title}" has been marked completed.`,
    mailKind: 'order-complete',
    wrongActor: 'Only the seller can complete and delete this order.',
    refusal: 'This order has already been completed.',
    // A seller delivering on a page opened before the buyer cancelled or disputed must not read that it went through.
    refusalIn: {
      cancelled: 'This order has been cancelled, so it can no longer be delivered.',
      disputed: 'This order is in dispute, so it can no longer be delivered. GigBazaar will decide it.',
    },
  },
  {
    action: 'revision',
    from: ['completed'],
    to: 'in_revision',
    by: ['buyer'],
    input: 'noteBody',
    guard: 'revisionsLeft',
    effects: ['useRevision', 'dueByDeliveryDays', 'stopRelease'],
    buttonLabel: 'Request revision',
    eventLabel: 'Revision requested',
    notifies: ['seller'],
    notice: (title) => `The buyer asked for a revision of "${title}".`,
    mailKind: 'order-revision',
    wrongActor: 'Only the buyer can ask for a revision.',
    refusal: 'A revision can only be asked for on a delivered order that has not been released.',
    guardRefusal: 'This order has no revisions left.',
  },
  {
    action: 'approve',
    from: ['completed'],
    to: 'released',
    by: ['buyer'],
    // A released order is final: an open request (a cancellation asked for) can no longer be answered.
    effects: ['releasedAt', 'closeRequest'],
    books: 'release',
    buttonLabel: 'Approve',
    confirm: true,
    eventLabel: 'Approved and released to the seller',
    notifies: ['seller'],
    notice: (title) => `The buyer approved "${title}"; the payment has been released to you.`,
    mailKind: 'order-approve',
    wrongActor: 'Only the buyer can approve this order.',
    refusal: 'Only a completed order that has not been released yet can be approved.',
  },
  {
    action: 'release',
    from: ['completed'],
    to: 'released',
    by: ['system'],
    effects: ['releasedAt', 'closeRequest'],
    books: 'release',
    timeout: { clock: 'releaseAt', afterMs: AUTO_RELEASE_AFTER_DELIVERY_MS, job: 'escrow release' },
    eventLabel: 'Released to the seller automatically',
    notifies: ['seller'],
    notice: (title) => `The payment for "${title}" has been released to you.`,
    mailKind: 'order-release',
    wrongActor: 'Only the platform releases payments.',
    refusal: 'Only a completed order that has not been released yet can be released.',
  },
  {
    action: 'extension',
    from: working,
    to: null,
    by: ['seller'],
    request: { kind: 'extension', role: 'opens' },
    input: 'extensionBody',
    effects: ['openRequest'],
    buttonLabel: 'Ask for more time',
    eventLabel: 'More time asked for',
    notifies: ['buyer'],
    notice: (title) => `The seller asked for more time on "${title}".`,
    mailKind: 'order-extension',
    wrongActor: 'Only the seller can ask for more time.',
    refusal: 'More time can only be asked for while the order is in progress and has no other open request.',
  },
  {
    action: 'extension_accept',
    from: working,
    to: null,
    by: ['buyer'],
    request: { kind: 'extension', role: 'answers' },
    effects: ['dueByRequestDays', 'closeRequest'],
    buttonLabel: 'Accept more time',
    eventLabel: 'More time accepted',
    notifies: ['seller'],
    notice: (title) => `The buyer accepted your request for more time on "${title}".`,
    mailKind: 'order-extension-accept',
    wrongActor: 'Only the buyer can answer a request for more time.',
    refusal: 'There is no open request for more time on this order.',
  },
  {
    action: 'extension_decline',
    from: working,
    to: null,
    by: ['buyer'],
    request: { kind: 'extension', role: 'answers' },
    effects: ['closeRequest'],
    buttonLabel: 'Decline more time',
    eventLabel: 'More time declined',
    notifies: ['seller'],
    notice: (title) => `The buyer declined your request for more time on "${title}".`,
    mailKind: 'order-extension-decline',
    wrongActor: 'Only the buyer can answer a request for more time.',
    refusal: 'There is no open request for more time on this order.',
  },
  {
    action: 'extension_grant',
    from: working,
    to: null,
    by: ['system'],
    request: { kind: 'extension', role: 'answers' },
    effects: ['dueByRequestDays', 'closeRequest'],
    timeout: { clock: 'requestExpiresAt', afterMs: REQUEST_ANSWER_MS, job: 'order requests' },
    eventLabel: 'More time granted (no answer in 48 hours)',
    notifies: ['both'],
    notice: (title) => `More time on "${title}" was granted: the buyer did not answer within 48 hours.`,
    mailKind: 'order-extension-grant',
    wrongActor: 'Only the platform grants unanswered requests.',
    refusal: 'There is no open request for more time on this order.',
  },
  {
    action: 'cancellation',
    from: openStates,
    to: null,
    by: party,
    request: { kind: 'cancellation', role: 'opens' },
    input: 'reasonBody',
    effects: ['openRequest'],
    buttonLabel: 'Ask to cancel',
    eventLabel: 'Cancellation asked for',
    notifies: ['other'],
    notice: (title) => `You have been asked to cancel the order "${title}".`,
    mailKind: 'order-cancellation',
    wrongActor: 'Only the buyer or the seller can ask to cancel this order.',
    refusal: 'This order cannot be cancelled now: it is finished, disputed, or already has an open request.',
  },
  {
    action: 'cancellation_accept',
    from: openStates,
    to: 'cancelled',
    by: party,
    request: { kind: 'cancellation', role: 'answers' },
    effects: ['cancelledAt', 'closeRequest', 'stopRelease'],
    books: 'refund',
    buttonLabel: 'Accept cancellation',
    confirm: true,
    eventLabel: 'Cancellation accepted',
    notifies: ['other'],
    notice: (title) => `The order "${title}" has been cancelled by agreement; the buyer is refunded in full.`,
    mailKind: 'order-cancellation-accept',
    wrongActor: 'Only the other party can answer this cancellation request.',
    refusal: 'There is no open cancellation request on this order.',
  },
  {
    action: 'cancellation_decline',
    from: openStates,
    to: null,
    by: party,
    request: { kind: 'cancellation', role: 'answers' },
    effects: ['closeRequest'],
    buttonLabel: 'Decline cancellation',
    eventLabel: 'Cancellation declined',
    notifies: ['other'],
    notice: (title) => `Your request to cancel "${title}" was declined.`,
    mailKind: 'order-cancellation-decline',
    wrongActor: 'Only the other party can answer this cancellation request.',
    refusal: 'There is no open cancellation request on this order.',
  },
  {
    action: 'cancellation_lapse',
    from: openStates,
    to: 'cancelled',
    by: ['system'],
    request: { kind: 'cancellation', role: 'answers' },
    effects: ['cancelledAt', 'closeRequest', 'stopRelease'],
    books: 'refund',
    timeout: { clock: 'requestExpiresAt', afterMs: REQUEST_ANSWER_MS, job: 'order requests' },
    eventLabel: 'Cancelled (no answer in 48 hours)',
    notifies: ['both'],
    notice: (title) => `The order "${title}" was cancelled: the request had no answer within 48 hours.`,
    mailKind: 'order-cancellation-lapse',
    wrongActor: 'Only the platform cancels unanswered requests.',
    refusal: 'There is no open cancellation request on this order.',
  },
  {
    action: 'cancel',
    from: working,
    to: 'cancelled',
    by: ['buyer'],
    input: 'reasonBody',
    guard: 'veryLate',
    effects: ['cancelledAt', 'closeRequest', 'stopRelease'],
    books: 'refund',
    buttonLabel: 'Cancel late order',
    confirm: true,
    eventLabel: 'Cancelled by the buyer (very late)',
    notifies: ['seller'],
    notice: (title) => `The buyer cancelled "${title}" because it is more than a day late; they are refunded in full.`,
    mailKind: 'order-cancel-late',
    wrongActor: 'Only the buyer can cancel a late order.',
    refusal: 'Only an order that has not been delivered can be cancelled for being late.',
    guardRefusal: 'This order can be cancelled only once it is at least 24 hours past its due date.',
  },
  {
    action: 'dispute',
    from: openStates,
    to: 'disputed',
    by: party,
    input: 'reasonBody',
    effects: ['openDispute', 'closeRequest', 'stopRelease'],
    buttonLabel: 'Open a dispute',
    confirm: true,
    eventLabel: 'Dispute opened',
    notifies: ['other'],
    notice: (title) => `A dispute was opened on "${title}"; GigBazaar will look at it and decide.`,
    mailKind: 'order-dispute',
    wrongActor: 'Only the buyer or the seller can open a dispute on this order.',
    refusal: 'A dispute can only be opened on an order that is not released, cancelled or already disputed.',
  },
  {
    action: 'suspension_dispute',
    from: openStates,
    to: 'disputed',
    by: ['system'],
    trigger: 'An admin suspended the buyer or the seller (POST /admin/reports/{id}/resolve, action suspend).',
    effects: ['openDispute', 'closeRequest', 'stopRelease'],
    eventLabel: 'Put on hold by GigBazaar: an account on this order was suspended',
    notifies: ['both'],
    notice: (title) =>
      `GigBazaar has put "${title}" on hold in the resolution centre because an account on it was suspended; an admin will decide it, and no money moves until then.`,
    mailKind: 'order-dispute-suspension',
    wrongActor: 'Only GigBazaar puts an order on hold for a suspended account.',
    refusal: 'Only an order that is not released, cancelled or already disputed can be put on hold.',
  },
  {
    action: 'decide_release',
    from: ['disputed'],
    to: 'released',
    by: ['admin'],
    input: 'decisionBody',
    effects: ['decideDispute', 'releasedAt'],
    books: 'release',
    eventLabel: 'Dispute decided: released to the seller',
    notifies: ['both'],
    notice: (title) => `GigBazaar decided the dispute on "${title}": the payment is released to the seller.`,
    mailKind: 'order-dispute-decided',
    wrongActor: 'Only an admin can decide a dispute.',
    refusal: 'This order has no open dispute.',
  },
  {
    action: 'decide_refund',
    from: ['disputed'],
    to: 'cancelled',
    by: ['admin'],
    input: 'decisionBody',
    effects: ['decideDispute', 'cancelledAt'],
    books: 'refund',
    eventLabel: 'Dispute decided: refunded to the buyer',
    notifies: ['both'],
    notice: (title) => `GigBazaar decided the dispute on "${title}": the buyer is refunded in full.`,
    mailKind: 'order-dispute-decided',
    wrongActor: 'Only an admin can decide a dispute.',
    refusal: 'This order has no open dispute.',
  },
  {
    action: 'decide_split',
    from: ['disputed'],
    to: 'released',
    by: ['admin'],
    input: 'decisionBody',
    effects: ['decideDispute', 'releasedAt'],
    books: 'split',
    eventLabel: 'Dispute decided: split between the parties',
    notifies: ['both'],
    notice: (title) =>
      `GigBazaar decided the dispute on "${title}": part is refunded to the buyer, the rest released to the seller.`,
    mailKind: 'order-dispute-decided',
    wrongActor: 'Only an admin can decide a dispute.',
    refusal: 'This order has no open dispute.',
  },
];

/**
 * Notices sent by a clock that takes no transition: the buyer's reminder a day before the auto-release, and the
 * admins' mail about a dispute nobody has touched for 30 days (a dispute is never decided by a timer).
 */
export interface OrderTimer {
  name: 'release-reminder' | 'dispute-escalation';
  state: TOrderState;
  job: string;
  notifies: 'buyer' | 'admins';
  notice: (title: string) => string;
  mailKind: `order-${string}`;
}

export const ORDER_TIMERS: readonly OrderTimer[] = [
  {
    name: 'release-reminder',
    state: 'completed',
    job: 'order reminders',
    notifies: 'buyer',
    notice: (title) =>
      `Tomorrow the payment for "${title}" is released to the seller. Approve it, ask for a revision or open a dispute before then.`,
    mailKind: 'order-release-reminder',
  },
  {
    name: 'dispute-escalation',
    state: 'disputed',
    job: 'order reminders',
    notifies: 'admins',
    notice: (title) => `The dispute on "${title}" has waited 30 days for a decision.`,
    mailKind: 'order-dispute-escalation',
  },
];

/** The dispute reason the platform writes when it puts an order on hold because a party was suspended. */
export const SUSPENSION_DISPUTE_REASON: Record<TOrderParty, string> = {
  buyer: 'The buyer’s account was suspended.',
  seller: 'The seller’s account was suspended.',
};

/** The other texts of orders' rules (the shared sentences, not tied to one transition). */
export const ORDER_RULE_MSG = {
  notFound: 'We could not find that order.',
  archiveTooEarly: 'An order can be removed from your list only once it has been delivered, released or cancelled.',
  alertNotWorking: 'The seller can be alerted only while the order is in progress.',
  refundTooLarge: 'The refund must be more than ₹0 and less than the order’s price.',
  tooManyFiles: `A delivery can carry at most ${MAX_DELIVERY_FILES} files.`,
  notYourFile: 'Deliver only files you uploaded privately on GigBazaar.',
} as const;

export function isOrderState(value: string): value is TOrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

export function isOrderAction(value: string): value is TOrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value);
}

export function transitionFor(action: TOrderAction): OrderTransition {
  const t = ORDER_TRANSITIONS.find((x) => x.action === action);
  if (!t) throw new Error(`No transition ${action}`);
  return t;
}

/** The order's one open request, as the table's rules need it. */
export interface OpenRequest {
  kind: TOrderRequestKind;
  by: TOrderParty;
}

/** What the table needs to know of an order to decide a transition (the server checks the same in its SQL). */
export interface OrderFacts {
  status: string;
  request?: OpenRequest | null;
  revisionsLeft?: number;
  dueAt?: Date | string | null;
}

export type NextState =
  | { ok: true; transition: OrderTransition }
  | { ok: false; reason: 'wrong-actor' | 'wrong-state' | 'guard'; transition: OrderTransition; message: string };

function requestAllows(t: OrderTransition, actor: TOrderActor, request: OpenRequest | null | undefined): boolean {
  if (!t.request) return true;
  if (t.request.role === 'opens') return !request;
  return request?.kind === t.request.kind && request.by !== actor;
}

function guardHolds(guard: TOrderGuard | undefined, facts: OrderFacts, now: Date): boolean {
  if (guard === 'revisionsLeft') return (facts.revisionsLeft ?? 0) > 0;
  if (guard === 'veryLate') return isVeryLate(facts.dueAt, now);
  return true;
}

/**
 * Whether `actor` may take `action` on an order, and the transition if so; otherwise which sentence refuses it
 * (403 for the wrong actor, 409 for the wrong state, an open request missing or a failed guard). Accepts a bare
 * state for the transitions that need nothing else.
 */
export function nextState(
  order: string | OrderFacts,
  action: TOrderAction,
  actor: TOrderActor,
  now = new Date(),
): NextState {
  const facts: OrderFacts = typeof order === 'string' ? { status: order } : order;
  const transition = transitionFor(action);
  if (!transition.by.includes(actor)) {
    return { ok: false, reason: 'wrong-actor', transition, message: transition.wrongActor };
  }
  const inState = (transition.from as readonly string[]).includes(facts.status);
  if (!inState || !requestAllows(transition, actor, facts.request)) {
    // The opener of a request answering it themselves is the wrong party, not the wrong state.
    if (
      inState &&
      transition.request?.role === 'answers' &&
      facts.request?.kind === transition.request.kind &&
      facts.request.by === actor
    ) {
      return { ok: false, reason: 'wrong-actor', transition, message: transition.wrongActor };
    }
    const message = (!inState && transition.refusalIn?.[facts.status as TOrderState]) || transition.refusal;
    return { ok: false, reason: 'wrong-state', transition, message };
  }
  if (!guardHolds(transition.guard, facts, now)) {
    return { ok: false, reason: 'guard', transition, message: transition.guardRefusal ?? transition.refusal };
  }
  return { ok: true, transition };
}

/** The transitions `actor` may take on this order now: the buttons it sees and the Order's `actions`. */
export function availableActions(order: string | OrderFacts, actor: TOrderActor, now = new Date()): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.by.includes(actor) && nextState(order, t.action, actor, now).ok);
}

/** The button of an action (the web app's labels), or its action name when it has none. */
export function actionLabel(action: TOrderAction): string {
  return transitionFor(action).buttonLabel ?? action;
}

export function orderStateLabel(state: string): string {
  return isOrderState(state) ? ORDER_STATE_INFO[state].label : state;
}

/**
 * What an order owes back, for its label: `pending` while the gateway has not confirmed all of it, and `split` when a
 * dispute's split decided only part of it.
 */
export interface OwedRefund {
  pending: boolean;
  split?: boolean;
}

/**
 * The Order's `statusLabel`: the state's label, and for an order that owes the buyer money back (cancelled, or a
 * dispute split into a partial refund) whether that money has arrived.
 */
export function orderStatusLabel(state: string, refund?: OwedRefund): string {
  if (!refund) return orderStateLabel(state);
  if (refund.split && state === transitionFor('decide_split').to) {
    return refund.pending ? SPLIT_LABELS.pending : SPLIT_LABELS.done;
  }
  if (FULLY_REFUNDED_STATES.includes(state as TOrderState)) {
    return refund.pending ? REFUND_LABELS.pending : REFUND_LABELS.done;
  }
  return orderStateLabel(state);
}

const toTime = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).getTime());

/** Past the due date ("late"). Only orders the seller still works on can be late. */
export function isLate(dueAt: Date | string | null | undefined, now = new Date()): boolean {
  const due = toTime(dueAt);
  return due !== null && now.getTime() > due;
}

/** At least a day past the due date: the buyer alone may cancel. */
export function isVeryLate(dueAt: Date | string | null | undefined, now = new Date()): boolean {
  const due = toTime(dueAt);
  return due !== null && now.getTime() >= due + VERY_LATE_MS;
}

/** The states an order is refunded in full in (reached by a transition that books a full refund). */
export const FULLY_REFUNDED_STATES: readonly TOrderState[] = [
  ...new Set(ORDER_TRANSITIONS.filter((t) => t.books === 'refund' && t.to).map((t) => t.to!)),
];

/**
 * Whether an order in this state makes its buyer's review a "Verified purchase": any but one refunded in full, else a
 * buyer could order a gig, cancel it at no cost and post a verified review. The reviews query applies the same list.
 */
export function vouchesForPurchase(state: string): boolean {
  return !FULLY_REFUNDED_STATES.includes(state as TOrderState);
}

/** The states in which the auto-release clock counts (those the system's release leaves). */
export const AUTO_RELEASE_STATES: readonly TOrderState[] = transitionFor('release').from;

/** The transitions a job takes when a clock runs out, grouped by the job's name. */
export function timeoutsByJob(): Map<string, OrderTransition[]> {
  const byJob = new Map<string, OrderTransition[]>();
  for (const t of ORDER_TRANSITIONS) {
    if (!t.timeout) continue;
    byJob.set(t.timeout.job, [...(byJob.get(t.timeout.job) ?? []), t]);
  }
  return byJob;
}

/** The SQL list of the states for the CHECK constraint on orders.status (migration 0013 holds this text). */
export function orderStatesSqlList(): string {
  return ORDER_STATES.map((s) => `'${s}'`).join(', ');
}
