import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { payoutBreakdown } from '@gigbazaar/shared/rules/payout-tax';
import type { Deps } from '../../platform/deps';
import { payoutAccounts, users, type transfers } from '../../platform/db/schema';
import { settlementRows } from '../orders/ledger';
import { seal } from '../payouts/sealed';

/** Demo banks: real IFSC prefixes (their names show on the Payouts tab), made-up branch codes. */
const DEMO_BANKS = ['HDFC0001234', 'SBIN0004321', 'ICIC0000456', 'UTIB0000789', 'KKBK0000321'];

/** Digits and letters derived from the username, so a re-seed gives a seller the same demo numbers. */
function stable(username: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${username}`).digest();
}

/**
 * The demo sellers' payout accounts (docs/decisions/021): made-up 12-digit account numbers and PANs of the right
 * shape, sealed with PAYOUT_ENCRYPTION_KEY exactly as a seller's own save seals them, so Earnings, the statement and
 * the TDS rate show what a real seller sees. Their linked accounts are the sandbox's (`acc_demo…`). Sellers that
 * already have an account keep it; running it again changes nothing.
 */
export async function seedDemoPayoutAccounts(deps: Deps, usernames: string[]): Promise<number> {
  const sellers = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, usernames), eq(users.isSeller, true), isNull(users.deletedAt)));
  if (!sellers.length) return 0;
  const key = deps.config.payoutEncryptionKey;
  const rows = sellers.map((s, i) => {
    const h = stable(s.username, 'account');
    const account = `5010${(h.readUInt32BE(0) % 100_000_000).toString().padStart(8, '0')}`;
    const letters = (n: number) => String.fromCharCode(65 + (h[n]! % 26));
    const pan = `${letters(4)}${letters(5)}${letters(6)}P${letters(7)}${(h.readUInt16BE(8) % 9000) + 1000}${letters(10)}`;
    const tag = stable(s.username, 'gateway').toString('hex').slice(0, 14);
    return {
      userId: s.id,
      holderName: s.username
        .split(/[._]/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' '),
      accountNumberEnc: seal(key, s.id, 'account', account),
      accountLast4: account.slice(-4),
      ifsc: DEMO_BANKS[i % DEMO_BANKS.length]!,
      panEnc: seal(key, s.id, 'pan', pan),
      panLast4: pan.slice(-4),
      gatewayAccountId: `acc_demo${tag}`,
      gatewayProductId: `acc_prd_demo${tag}`,
      status: 'active' as const,
    };
  });
  const inserted = await deps.db
    .insert(payoutAccounts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: payoutAccounts.userId });
  return inserted.length;
}

type DemoOrder = {
  id: string;
  sellerId: string;
  pricePaise: number;
  commissionPaise: number;
  paymentIntent: string;
  status: string;
  createdAt?: Date | null;
  releasedAt?: Date | null;
  sellerHadPan?: boolean | null;
  gstPaise?: number | null;
  tdsPaise?: number | null;
  netPaise?: number | null;
};

/** Route settles a released transfer into the seller's bank a couple of days later. */
const SETTLE_AFTER_MS = 2 * 24 * 60 * 60_000;

/** The demo sellers' linked accounts and whether they gave a PAN, by seller id. */
export async function demoPayoutAccounts(deps: Deps, sellerIds: string[]) {
  if (!sellerIds.length) return new Map<string, { accountId: string | null; hasPan: boolean }>();
  const rows = await deps.db
    .select({ userId: payoutAccounts.userId, accountId: payoutAccounts.gatewayAccountId, pan: payoutAccounts.panLast4 })
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.userId, [...new Set(sellerIds)]));
  return new Map(rows.map((r) => [r.userId, { accountId: r.accountId, hasPan: Boolean(r.pan) }]));
}

/**
 * Fixes each demo sale's tax as a checkout does at capture (the seller's PAN then), so the ledger's release, Earnings
 * and the transfer agree.
 */
export function fixDemoSaleTax(orders: DemoOrder[], accounts: Map<string, { hasPan: boolean }>) {
  for (const o of orders) {
    const hasPan = accounts.get(o.sellerId)?.hasPan ?? false;
    const b = payoutBreakdown({ pricePaise: o.pricePaise, commissionPaise: o.commissionPaise, hasPan });
    Object.assign(o, { sellerHadPan: hasPan, gstPaise: b.gstPaise, tdsPaise: b.tdsPaise, netPaise: b.netPaise });
  }
}

/**
 * The demo orders' Route transfers (decision 020), as the sandbox would have left them: held for open orders,
 * reversed for a refunded one, and for released sales released and (two days on) settled into the seller's bank, with
 * the ledger's settlement (seller payable → paid out). So Earnings shows "paid out" and Finance reconciles transfers.
 */
export function demoTransfers(
  orders: DemoOrder[],
  accounts: Map<string, { accountId: string | null }>,
  now: Date,
): { transfers: (typeof transfers.$inferInsert)[]; ledger: ReturnType<typeof settlementRows> } {
  const out = { transfers: [] as (typeof transfers.$inferInsert)[], ledger: [] as ReturnType<typeof settlementRows> };
  for (const o of orders) {
    const account = accounts.get(o.sellerId)?.accountId;
    if (!account || o.netPaise == null) continue;
    const tag = createHash('sha256').update(`transfer:${o.id}`).digest('hex').slice(0, 14);
    const created = o.createdAt ?? now;
    const base = {
      orderId: o.id,
      sellerId: o.sellerId,
      paymentId: o.paymentIntent,
      amountPaise: o.netPaise,
      linkedAccountId: account,
      gatewayTransferId: `trf_demo${tag}`,
      transferredAt: created,
      createdAt: created,
      updatedAt: created,
    };
    if (o.status === 'released') {
      const releasedAt = o.releasedAt ?? created;
      const settledAt = new Date(releasedAt.getTime() + SETTLE_AFTER_MS);
      const settled = settledAt <= now;
      out.transfers.push({
        ...base,
        status: settled ? 'settled' : 'released',
        releaseWanted: true,
        releasedAt,
        ...(settled ? { settledAt, settlementId: `setl_demo${tag}`, updatedAt: settledAt } : { updatedAt: releasedAt }),
      });
      if (settled) out.ledger.push(...settlementRows({ id: o.id, sellerId: o.sellerId }, o.netPaise));
    } else if (o.status === 'cancelled') {
      out.transfers.push({
        ...base,
        status: 'reversed',
        reverseWantedPaise: o.netPaise,
        reversedPaise: o.netPaise,
        gatewayReversalIds: [`rvrsl_demo${tag}`],
      });
    } else {
      out.transfers.push({ ...base, status: 'on_hold' });
    }
  }
  return out;
}
