import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    index('users_is_seller_idx').on(t.isSeller),
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

/** The dev outbox: mail kept for /dev/mailbox when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
