import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { payoutAccounts, users } from '../../platform/db/schema';
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
