import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bankNameForIfsc, lastFour } from '@gigbazaar/shared/rules/bank-account';
import { PAYOUT_MSG, type TPayoutAccount, type ZPayoutAccountBody } from '@gigbazaar/shared/schemas/payouts';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { payoutAccounts, sellerApplications, users } from '../../platform/db/schema';
import { saveLinkedAccount, type RouteTransport } from './linked-accounts';
import { open, seal } from './sealed';
import { transferWhenAccountActive } from '../transfers/transfer-service';

/** Saving calls the gateway (three or four requests): a few changes a day are plenty for a real seller. */
export const PAYOUT_ACCOUNT_SAVES_PER_DAY = 5;
const DAY = 24 * 60 * 60 * 1000;

export interface PayoutsDeps extends Deps {
  route: RouteTransport;
  log: FastifyBaseLogger;
}

/** Sellers only, decided by the session's user row (is_seller in the database), never by the client. */
export function requireSeller(me: SessionUser, message: string = PAYOUT_MSG.onlySellers) {
  if (!me.isSeller) throw forbidden(message);
}

type Row = typeof payoutAccounts.$inferSelect;

/** The only shape a payout account leaves the server in: the last four characters, never the numbers. */
export function presentPayoutAccount(row: Row): TPayoutAccount {
  const bankName = bankNameForIfsc(row.ifsc);
  return {
    holderName: row.holderName,
    accountLast4: row.accountLast4,
    ifsc: row.ifsc,
    ...(bankName ? { bankName } : {}),
    ...(row.panLast4 ? { panLast4: row.panLast4 } : {}),
    status: row.status,
  };
}

export async function getPayoutAccount(deps: Deps, me: SessionUser): Promise<TPayoutAccount> {
  requireSeller(me);
  const [row] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, me.id)).limit(1);
  if (!row) throw notFound(PAYOUT_MSG.notFound);
  return presentPayoutAccount(row);
}

/** The PAN on file, opened to be sent to the gateway again; undefined when there is none or it will not open. */
function keptPan(key: Buffer, userId: string, sealed: string | null | undefined): string | undefined {
  if (!sealed) return undefined;
  try {
    return open(key, userId, 'pan', sealed);
  } catch {
    return undefined;
  }
}

/**
 * Saves where the seller is paid and makes (or updates) their linked account at the gateway. The details are kept
 * whatever the gateway answers: `pending` while it cannot be reached, `failed` when it refused, so a seller's share
 * still waits in the ledger and a later save (or the transfer job) picks up from the ids already made.
 */
export async function savePayoutAccount(
  deps: PayoutsDeps,
  me: SessionUser,
  body: z.output<typeof ZPayoutAccountBody>,
): Promise<TPayoutAccount> {
  requireSeller(me);
  await deps.limiter.hit(`payouts:account:${me.id}`, PAYOUT_ACCOUNT_SAVES_PER_DAY, DAY, PAYOUT_MSG.tooManySaves);
  const [[existing], [user], [application]] = await Promise.all([
    deps.db
      .select({
        accountId: payoutAccounts.gatewayAccountId,
        productId: payoutAccounts.gatewayProductId,
        panEnc: payoutAccounts.panEnc,
      })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, me.id))
      .limit(1),
    deps.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, me.id)).limit(1),
    deps.db
      .select({
        street: sellerApplications.street,
        city: sellerApplications.city,
        state: sellerApplications.state,
        pincode: sellerApplications.pincode,
      })
      .from(sellerApplications)
      .where(and(eq(sellerApplications.userId, me.id), eq(sellerApplications.status, 'approved')))
      .orderBy(desc(sellerApplications.createdAt))
      .limit(1),
  ]);
  const key = deps.config.payoutEncryptionKey;
  // A save without `pan` keeps the one on file (the form cannot show it to be typed again); `pan: ''` removes it.
  const pan = body.pan === undefined ? keptPan(key, me.id, existing?.panEnc) : body.pan;
  const phone = user?.phone?.replace(/^\+91/, '');
  const linked = await saveLinkedAccount(
    deps.route,
    {
      userId: me.id,
      email: user?.email ?? me.email,
      ...(phone && /^\d{10}$/.test(phone) ? { phone } : {}),
      holderName: body.holderName,
      ...(pan ? { pan } : {}),
      accountNumber: body.accountNumber,
      ifsc: body.ifsc,
      address: application,
    },
    { accountId: existing?.accountId ?? null, productId: existing?.productId ?? null },
  );
  if (linked.problem) {
    // The problem is the gateway's code and field only; the account number and PAN never reach a log line.
    deps.log.warn(
      { userId: me.id, provider: deps.route.provider, status: linked.status, problem: linked.problem },
      'payout linked account not completed at the gateway',
    );
  }
  const values = {
    holderName: body.holderName,
    accountNumberEnc: seal(key, me.id, 'account', body.accountNumber),
    accountLast4: lastFour(body.accountNumber),
    ifsc: body.ifsc,
    // A kept PAN that would not open (sealed under an earlier key) stays in its columns as it is.
    ...(pan === undefined && existing?.panEnc
      ? {}
      : { panEnc: pan ? seal(key, me.id, 'pan', pan) : null, panLast4: pan ? lastFour(pan) : null }),
    gatewayAccountId: linked.accountId,
    gatewayProductId: linked.productId,
    status: linked.status,
  };
  // One statement: a concurrent save cannot lose the gateway ids another one made (they only ever fill in).
  const [row] = await deps.db
    .insert(payoutAccounts)
    .values({ userId: me.id, ...values })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: {
        ...values,
        gatewayAccountId: sql`coalesce(excluded.gateway_account_id, ${payoutAccounts.gatewayAccountId})`,
        gatewayProductId: sql`coalesce(excluded.gateway_product_id, ${payoutAccounts.gatewayProductId})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (row!.status === 'active' && (await transferWhenAccountActive(deps.db, me.id)) > 0) deps.jobs.wake();
  return presentPayoutAccount(row!);
}
