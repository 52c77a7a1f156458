import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  orderStatesSqlList,
  type TOrderActor,
  type TOrderRequestKind,
  type TOrderState,
} from '@gigbazaar/shared/rules/order-lifecycle';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    desc: text('description').notNull().default(''),
    img: text('img'),
    country: text('country').notNull().default('India'),
    isSeller: boolean('is_seller').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    notif: boolean('notif').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    firstLanguage: text('first_language'),
    workingHoursStart: text('working_hours_start'),
    workingHoursEnd: text('working_hours_end'),
    /** Closed accounts keep their row (orders and reviews point at it) with personal data erased. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Suspended by an admin until this instant (a report's resolution, decision 013): no login, no sessions, gigs
     * hidden. Null is not suspended; a suspension for good is the far date SUSPENDED_FOR_GOOD.
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    index('users_is_seller_idx').on(t.isSeller),
    // The few accounts whose gigs are not listed (closed or suspended): search excludes them per walk without
    // reading every user (migration 0018).
    index('users_unlisted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL OR ${t.suspendedUntil} IS NOT NULL`),
  ],
);

/** The cookie holds a random token; only its keyed hash is stored, so a database leak yields no live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One live code per address and purpose: a new send replaces the old row. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Set when the verified code is spent (account created, e-mail changed), so it cannot be reused. */
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

/** Fixed-window counters for the domain rate limits (OTP sends, login failures), shared by every API instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * Every outgoing mail (decision 014): written in the same transaction as the change it announces, then delivered
 * by a `mail` job (`jobs` below) over SMTP, or, without SMTP_URL, to the dev mailbox (/dev/mailbox reads this
 * table). `status` is the delivery's: queued → sent, or failed once the job has used its attempts (admins list
 * those at /admin/mail). Over SMTP a sent mail keeps no body: the recipient has it, and the database need not.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    /** What the mail is (`otp`, `order-complete`, `seller-decision` …): for admins, and so an OTP's code is masked. */
    kind: text('kind').notNull().default('notice'),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    /** Delivery attempts made so far, and the last one's error (a transport message, never the body). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Not worth sending after this (a one-time code that has expired): the job fails it instead. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_status_idx').on(t.status, t.createdAt.desc()),
    check('mail_outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);

/**
 * The durable job queue (`platform/jobs`, decision 014): work that must happen after a commit even if the process
 * dies (mail today; order time-outs, refunds and payouts later). A job is enqueued in the transaction of the change
 * that needs it; workers in any process claim due rows with `FOR UPDATE SKIP LOCKED`, so each job runs in one
 * place at a time. A claim takes a lease (`locked_until`): a worker that dies mid-job leaves it to be claimed
 * again once the lease has run out. Failures are retried with exponential backoff until `max_attempts`, then the
 * job is `failed` and stays for admins. `dedupe_key` (per kind) makes "enqueue once" a unique index.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    dedupeKey: text('dedupe_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The workers' scan: due work, oldest first. Done and failed rows are not in it, however many pile up.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status IN ('queued', 'running')`),
    index('jobs_status_idx').on(t.kind, t.status, t.createdAt.desc()),
    uniqueIndex('jobs_dedupe_key').on(t.kind, t.dedupeKey),
    check('jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * A gig. Money is integer paise. `search_vector` (weighted: title A; short title/description B;
 * description and features C), `head_vector` (title A and short title/description B only: what relevance
 * ranks by) and the `search_words` vocabulary are kept by a trigger (migrations 0002 and 0005), so every
 * write path keeps search right. Migration 0005 also adds `gigs_search_head_idx`, a partial covering
 * index on (sales DESC, id) INCLUDE (head_vector, …) that drizzle cannot declare. `rating_score` is the top-rated
 * score, written with the review that changes it, so the top-rated list is an index scan.
 */
export const gigs = pgTable(
  'gigs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    cat: text('cat').notNull(),
    cover: text('cover').notNull(),
    images: text('images').array().notNull(),
    desc: text('description').notNull(),
    shortTitle: text('short_title').notNull(),
    shortDesc: text('short_desc').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    features: text('features').array().notNull(),
    pricePaise: integer('price_paise').notNull(),
    totalStars: integer('total_stars').notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    searchVector: tsvector('search_vector'),
    headVector: tsvector('head_vector'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set with `deleted_at` when an admin removes the gig on a report (decision 013): it leaves search, lists and
     * pages exactly like a deleted one, and this column tells the two apart for the owner's history and the admins.
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gigs_sales_idx').on(t.sales.desc(), t.id),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id),
    index('gigs_price_idx').on(t.pricePaise, t.id),
    index('gigs_cat_sales_idx').on(t.cat, t.sales.desc(), t.id),
    index('gigs_user_idx').on(t.userId),
    index('gigs_rating_idx').on(t.ratingScore.desc(), t.sales.desc(), t.id),
    index('gigs_search_idx').using('gin', t.searchVector),
    index('gigs_head_search_idx').using('gin', t.headVector),
  ],
);

/** Words of gig titles, short titles and features: the vocabulary a misspelt search word is corrected against. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Increases with every new word, so a server's in-memory copy of the vocabulary fetches only what is new. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [index('search_words_seq_idx').on(t.seq)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    desc: text('description').notNull(),
    star: integer('star').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_gig_user_key').on(t.gigId, t.userId),
    index('reviews_gig_created_idx').on(t.gigId, t.createdAt.desc()),
  ],
);

/**
 * A paid purchase. It keeps its own copy of title, image and price, so a later gig edit or
 * deletion never rewrites history. Archiving hides it from one party's list; nothing is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    img: text('img').notNull(),
    pricePaise: integer('price_paise').notNull(),
    paymentIntent: text('payment_intent').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    archivedBySeller: boolean('archived_by_seller').notNull().default(false),
    archivedByBuyer: boolean('archived_by_buyer').notNull().default(false),
    /**
     * The lifecycle state (`rules/order-lifecycle.ts` in the shared package); the CHECK constraint's list is generated
     * from the table's states (migration 0013, asserted by a test).
     */
    status: text('status').$type<TOrderState>().notNull().default('paid'),
    /** The platform's commission, fixed at purchase (docs/product-rules.md "Commission"). */
    commissionPaise: integer('commission_paise').notNull().default(0),
    /** The gateway's order id the payment was made against (null for orders that predate payments). */
    gatewayOrderId: text('gateway_order_id'),
    /** When escrow goes to the seller unless the buyer approves first (completion + the 7-day refund window). */
    releaseAt: timestamp('release_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    /** The buyer's last "alert seller" (at most one per order per hour). */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, mode: 'date' }),
    /** When the seller must deliver: paid time + the gig's delivery days, moved by revisions and extensions. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** The gig's delivery days and revision count, copied at purchase (a later gig edit changes no order). */
    deliveryDays: integer('delivery_days').notNull().default(0),
    revisionsLeft: integer('revisions_left').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * The order's one open request (extension or cancellation): who opened it, its days (extension), its reason and
     * when silence answers it. Cleared when answered; its history is in `order_events`.
     */
    requestKind: text('request_kind').$type<TOrderRequestKind>(),
    requestBy: text('request_by').$type<'buyer' | 'seller'>(),
    requestDays: integer('request_days'),
    requestReason: text('request_reason'),
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true, mode: 'date' }),
    /** The dispute: opened by, why and when; the admin's decision; when it was last escalated to the admins. */
    disputeBy: text('dispute_by').$type<'buyer' | 'seller' | 'system'>(),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true, mode: 'date' }),
    disputeDecidedAt: timestamp('dispute_decided_at', { withTimezone: true, mode: 'date' }),
    disputeOutcome: text('dispute_outcome').$type<'release' | 'refund' | 'split'>(),
    disputeNote: text('dispute_note'),
    disputeRefundPaise: integer('dispute_refund_paise'),
    disputeEscalatedAt: timestamp('dispute_escalated_at', { withTimezone: true, mode: 'date' }),
    /** The auto-release time the buyer's reminder was sent for (a new delivery sets a new `release_at`, so a new one). */
    remindedForReleaseAt: timestamp('reminded_for_release_at', { withTimezone: true, mode: 'date' }),
    /**
     * The sale's tax, fixed when the payment was captured (rules/payout-tax.ts, migration 0015): whether the seller
     * had given a PAN then (it picks the TDS rate), GST on the commission, TDS and the seller's net. Null only for
     * orders made outside a checkout (test factories, demo data), which fall back to the rule with today's PAN.
     */
    sellerHadPan: boolean('seller_had_pan'),
    gstPaise: integer('gst_paise'),
    tdsPaise: integer('tds_paise'),
    netPaise: integer('net_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_status_check', sql.raw(`status IN (${orderStatesSqlList()})`)),
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntent),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('orders_gig_buyer_idx').on(t.gigId, t.buyerId),
    // The release job's scan: completed orders whose refund window has passed.
    index('orders_release_due_idx')
      .on(t.releaseAt)
      .where(sql`status = 'completed'`),
    // The request job's scan: open requests whose 48 hours have passed.
    index('orders_request_due_idx')
      .on(t.requestExpiresAt)
      .where(sql`request_kind IS NOT NULL`),
    // The escalation scan and GET /admin/disputes: disputed orders by age.
    index('orders_disputed_idx')
      .on(t.disputedAt)
      .where(sql`disputed_at IS NOT NULL`),
  ],
);

/**
 * Everything that happened to an order, oldest first (its timeline): who (buyer, seller, admin, system), what (a
 * transition's action, `paid`, `refunded`…), the message or reason they wrote (moderated), delivered files and
 * amounts. Written in the transaction of the change itself; rows are only added.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor: text('actor').$type<TOrderActor>().notNull(),
    /** The admin or party who acted (null for the system). */
    actorId: text('actor_id'),
    type: text('type').notNull(),
    message: text('message'),
    files: text('files').array(),
    amountPaise: integer('amount_paise'),
    days: integer('days'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at, t.id),
    // A sender's recent notes, read before their next chat message or order note (migration 0020, decision 029).
    index('order_events_actor_idx')
      .on(t.actorId, t.at)
      .where(sql`message IS NOT NULL`),
  ],
);

/**
 * Files delivered with an order: private uploads of the seller that both parties (and admins) may then read. The
 * URL index answers the uploads route's "may this user read this private file?" in one lookup.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_files_key').on(t.orderId, t.url), index('order_files_url_idx').on(t.url)],
);

/**
 * The escrow books, double entry: every movement of an order's money is a set of rows whose amounts sum to zero
 * (buyer → escrow on payment; escrow → commission and escrow → seller on release). Rows are only ever added.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Which movement this row belongs to (`payment`, `release`…), so one movement is never booked twice. */
    movement: text('movement').notNull(),
    /** `buyer:{id}`, `escrow`, `commission`, `seller:{id}` … */
    account: text('account').notNull(),
    /** Signed paise: debits negative, credits positive. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    // The reconciliation's escrow legs (migration 0016; drizzle-kit has no INCLUDE, so the migration is the truth).
    index('ledger_entries_escrow_idx')
      .on(t.orderId, t.movement)
      .where(sql`account = 'escrow'`),
    uniqueIndex('ledger_entries_movement_key').on(t.orderId, t.movement, t.account),
  ],
);

/**
 * A gateway order made by POST /orders/create-order: the amount is fixed here from the gig's price, and the
 * confirm, the webhook and the sandbox all look it up by the gateway's id.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    gatewayOrderId: text('gateway_order_id').primaryKey(),
    provider: text('provider').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    gigId: text('gig_id')
      .notNull()
      .references(() => gigs.id),
    amountPaise: integer('amount_paise').notNull(),
    /** created → paid | failed */
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    failureDescription: text('failure_description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the payment was made (what the 15-minute expiry of a payment order is judged by). */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payment_attempts_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    uniqueIndex('payment_attempts_payment_key').on(t.paymentId),
    // The sandbox's sweep: paid attempts that have no order yet.
    index('payment_attempts_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * Refunds asked of the gateway (docs/decisions/018-refunds.md). One row per idempotency key (`{order}:{attempt}`, or
 * `{gateway order}:{attempt}` for a payment that never became an order), so a repeated or raced request returns the
 * same row and the gateway is asked once. `pending` until the gateway confirms; `processed` is set by the one
 * statement that also books the ledger's escrow → buyer movement; `failed` stays listed for admins.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null for a payment refunded because its payment order expired (it never became an order). */
    orderId: text('order_id').references(() => orders.id),
    /** Null only for orders that predate recorded payment attempts. */
    gatewayOrderId: text('gateway_order_id').references(() => paymentAttempts.gatewayOrderId),
    paymentId: text('payment_id').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason')
      .$type<'cancelled' | 'dispute_refund' | 'dispute_split' | 'expired_payment' | 'admin'>()
      .notNull(),
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull().default('pending'),
    /** The gateway's refund (`rfnd_…`), once it has answered. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Part of the gateway's idempotency key: an admin's retry of a failed refund is a new request to it. */
    gatewayAttempt: integer('gateway_attempt').notNull().default(1),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_gateway_order_idx').on(t.gatewayOrderId),
    index('refunds_status_idx').on(t.status, t.createdAt.desc()),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check(
      'refunds_reason_check',
      sql`${t.reason} IN ('cancelled', 'dispute_refund', 'dispute_split', 'expired_payment', 'admin')`,
    ),
  ],
);

/** Webhook deliveries already handled, by the gateway's event id: a redelivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every file stored through POST /uploads, with who uploaded it: private files are served only to their owner
 * (and admins), and a profile picture or gig image must be one of the caller's own uploads.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The URL it is served at (`/uploads/public/…` or `/uploads/private/…`), unique. */
    url: text('url').notNull(),
    visibility: text('visibility').$type<'public' | 'private'>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_url_idx').on(t.url), index('uploads_owner_idx').on(t.ownerId)],
);

/**
 * Seller applications (docs/product-rules.md "Seller applications"). At most one per user: a rejected one is deleted
 * when its owner applies again, so the unique user index is also what makes "a pending or approved one blocks a second"
 * atomic. Documents are URLs of the applicant's private uploads.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other'>().notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    motivation: text('motivation').notNull(),
    education: text('education').notNull(),
    skills: text('skills').array().notNull(),
    certificates: text('certificates').array().notNull(),
    idType: text('id_type').$type<'aadhar' | 'pan' | 'passport' | 'dl' | 'clg'>().notNull(),
    governmentIdUrl: text('government_id_url').notNull(),
    selfieUrl: text('selfie_url').notNull(),
    upiId: text('upi_id').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    verificationNotes: text('verification_notes'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seller_applications_user_key').on(t.userId),
    // The review queue: pending first, newest first within each group.
    index('seller_applications_review_idx').on(sql`(${t.status} <> 'pending')`, t.createdAt.desc(), t.id),
    index('seller_applications_status_idx').on(t.status, t.createdAt.desc(), t.id),
    check('seller_applications_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Conversations between two users. The id is the two user ids sorted and joined by "_", so a pair has
 * one conversation whoever starts it. `updatedAt` moves with each message (not with read marks), and each
 * party's list reads one of the two party indexes in that order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    readBySeller: boolean('read_by_seller').notNull().default(false),
    readByBuyer: boolean('read_by_buyer').notNull().default(false),
    lastMessage: text('last_message'),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_seller_idx').on(t.sellerId, t.updatedAt.desc(), t.id),
    index('conversations_buyer_idx').on(t.buyerId, t.updatedAt.desc(), t.id),
    check('conversations_parties_check', sql`${t.sellerId} <> ${t.buyerId}`),
  ],
);

/**
 * Messages. `seq` orders them: it is taken while the conversation row is locked, so within a conversation it
 * follows commit order and "after message X" never skips a message committed later with a smaller number.
 * One index (conversation, seq) serves "messages after X" forwards and "latest per conversation" backwards.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    desc: text('description').notNull(),
    // Millisecond precision, as the API shows it, so an ISO `after` equal to a shown time is exact.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
  ],
);

/** Who is typing where, in the database so every API process agrees; a flag older than 2 s is read as false. */
export const typingStatus = pgTable(
  'typing_status',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isTyping: boolean('is_typing').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * One row per text the moderator rejected, whatever the channel: who, where, which rule, when. No text is kept (it
 * is the personal information the rule caught); the moderation team counts rules and repeat senders from these rows.
 */
export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation of a rejected message; null for the other channels. */
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** Where the text was sent: message, delivery_note, review, gig, bio, skills, first_language … (`moderate-user-text.ts`). */
    channel: text('channel').notNull().default('message'),
    rule: text('rule').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_events_user_idx').on(t.userId, t.createdAt.desc()),
    index('moderation_events_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Reports of a gig, a message or a profile (decision 013). `reported_user_id` is the item's owner, fixed when the
 * report is filed (the history an admin reads). One open report per reporter per item is the partial unique index,
 * so a double click or two tabs make one row. Resolving closes every open report on the item at once, each keeping
 * the resolution (action, note, admin, time).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<'gig' | 'message' | 'user'>().notNull(),
    targetId: text('target_id').notNull(),
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    resolvedAction: text('resolved_action'),
    resolvedNote: text('resolved_note'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
    index('reports_reported_user_idx').on(t.reportedUserId),
    check('reports_status_check', sql`${t.status} IN ('open', 'closed')`),
    check('reports_target_type_check', sql`${t.targetType} IN ('gig', 'message', 'user')`),
  ],
);

/** A warning an admin gave on a report: shown to the user at their next visit until they acknowledge it. */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    targetType: text('target_type').notNull(),
    note: text('note').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_warnings_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Every admin action (seller-application decisions, report resolutions, suspensions…), written in the same
 * transaction as the action itself, so the log cannot miss one or record one that rolled back. Rows are only added.
 * `subject_user_id` is the user the action was about (a report's reported user, an applicant): their history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    subjectUserId: text('subject_user_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt.desc()),
  ],
);

/**
 * Where a seller is paid (docs/decisions/019): one row per seller. The account number and PAN are AES-256-GCM
 * sealed (modules/payouts/sealed.ts) with PAYOUT_ENCRYPTION_KEY; only their last four characters are kept in the
 * clear, for the masked answer. The gateway's linked account and its Route product configuration are named here.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    holderName: text('holder_name').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    accountLast4: text('account_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    panEnc: text('pan_enc'),
    panLast4: text('pan_last4'),
    gatewayAccountId: text('gateway_account_id'),
    gatewayProductId: text('gateway_product_id'),
    /** active | pending | failed: the linked account's state at the gateway. */
    status: text('status').$type<'active' | 'pending' | 'failed'>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('payout_accounts_status_check', sql`${t.status} IN ('active', 'pending', 'failed')`)],
);

/**
 * The daily reconciliation's record (docs/decisions/021): one row per IST day it checked the books. The row is
 * inserted in the transaction that mails the admins, so a day's finding is mailed once however often the job runs.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  mismatches: integer('mismatches').notNull(),
  capped: boolean('capped').notNull().default(false),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Where a Route transfer stands at the gateway (docs/decisions/020-route-transfers.md). */
export type TransferStatus =
  'pending' | 'on_hold' | 'partially_reversed' | 'released' | 'settled' | 'reversed' | 'failed';
export type TransferStep = 'create' | 'release' | 'reverse';

/**
 * One Route transfer per order: the seller's net from the captured payment to their linked account, `on_hold`
 * until the order is released. `release_wanted` and `reverse_wanted_paise` are what GigBazaar has decided; `status`,
 * `reversed_paise` and `settled_at` are what the gateway has done. The transfer job moves the second towards the
 * first, each gateway call with an idempotency key of the order and step. `failed_step` and `last_error` (a code,
 * never the gateway's description) are what admins see when a step ran out of retries.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    paymentId: text('payment_id').notNull(),
    /** The seller's net of the sale (orders.net_paise). */
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('pending'),
    linkedAccountId: text('linked_account_id'),
    gatewayTransferId: text('gateway_transfer_id'),
    releaseWanted: boolean('release_wanted').notNull().default(false),
    reverseWantedPaise: integer('reverse_wanted_paise').notNull().default(0),
    reversedPaise: integer('reversed_paise').notNull().default(0),
    gatewayReversalIds: text('gateway_reversal_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    settlementId: text('settlement_id'),
    /**
     * How often a transfer the gateway failed was made anew (an admin's retry): part of the creation's idempotency
     * key, which would otherwise answer the failed transfer again.
     */
    remade: integer('remade').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    failedStep: text('failed_step').$type<TransferStep>(),
    lastError: text('last_error'),
    /** One worker at a time moves an order's transfer (a lease, so a dead worker's claim runs out). */
    workingUntil: timestamp('working_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    transferredAt: timestamp('transferred_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('transfers_order_key').on(t.orderId),
    uniqueIndex('transfers_gateway_transfer_key').on(t.gatewayTransferId),
    index('transfers_seller_idx').on(t.sellerId, t.status),
    index('transfers_linked_account_idx').on(t.linkedAccountId, t.status),
    index('transfers_problem_idx')
      .on(t.updatedAt.desc())
      .where(sql`failed_step IS NOT NULL OR status = 'failed'`),
    check('transfers_amount_check', sql`${t.amountPaise} >= 0`),
    check(
      'transfers_reversal_check',
      sql`${t.reversedPaise} >= 0 AND ${t.reversedPaise} <= ${t.amountPaise} AND ${t.reverseWantedPaise} >= 0 AND ${t.reverseWantedPaise} <= ${t.amountPaise}`,
    ),
    check(
      'transfers_status_check',
      sql`${t.status} IN ('pending', 'on_hold', 'released', 'settled', 'partially_reversed', 'reversed', 'failed')`,
    ),
    check(
      'transfers_failed_step_check',
      sql`${t.failedStep} IS NULL OR ${t.failedStep} IN ('create', 'release', 'reverse')`,
    ),
  ],
);

/**
 * The commission invoices' register (docs/decisions/023, migration 0017): CGST Rules 2017, rule 46(b) asks for a
 * consecutive serial number unique for a financial year. `invoice_series` holds each financial year's last serial;
 * issuing locks that row, so one year's invoices are numbered one at a time with no gap and no repeat.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    /** "2026-27" (`financialYearOfMonth`). */
    financialYear: text('financial_year').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [check('invoice_series_last_serial_check', sql`${t.lastSerial} >= 0`)],
);

/** One issued commission invoice: a seller's statement of one IST month. A tax record: never deleted. */
export const statementInvoices = pgTable(
  'statement_invoices',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** "2026-10": the IST month the statement covers. */
    month: text('month').notNull(),
    financialYear: text('financial_year')
      .notNull()
      .references(() => invoiceSeries.financialYear),
    serial: integer('serial').notNull(),
    /** "GB/26-27/000123" (`formatInvoiceNumber`). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.month] }),
    uniqueIndex('statement_invoices_number_idx').on(t.number),
    uniqueIndex('statement_invoices_series_idx').on(t.financialYear, t.serial),
    check('statement_invoices_serial_check', sql`${t.serial} >= 1`),
    check('statement_invoices_number_length_check', sql`char_length(${t.number}) <= 16`),
  ],
);
