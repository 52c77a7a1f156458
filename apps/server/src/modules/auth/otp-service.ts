import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { TOtpPurpose } from '@gigbazaar/shared/schemas/auth';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { otpCodes, users } from '../../platform/db/schema';
import { keyedHash, newOtp } from '../../platform/crypto';
import { badRequest, conflict } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail-outbox';
import { ipLimitKey } from '../../platform/ip-key';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const codeHash = (deps: Deps, email: string, purpose: TOtpPurpose, code: string) =>
  keyedHash(deps.config.sessionSecret, `otp:${purpose}:${email}:${code}`);

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Issues a fresh code (replacing any earlier one) and mails it. The database keeps only the code's hash; the mail
 * is written to the outbox in the same transaction (so a code is never stored without its mail), the worker is
 * woken after the commit, and an over-SMTP sent mail keeps no copy of the code.
 */
export async function issueOtp(deps: Deps, email: string, purpose: TOtpPurpose, ip: string): Promise<void> {
  // Counted before the "already registered" answer, so the 409 cannot be used to probe addresses without limit.
  await deps.limiter.hit(
    `otp-send:ip:${ipLimitKey(ip)}`,
    LIMITS.otpSendsPerIpPerHour,
    HOUR,
    'Too many codes requested. Please try again later.',
  );
  await deps.limiter.hit(
    `otp-send:email:${email}`,
    LIMITS.otpSendsPerEmailPerHour,
    HOUR,
    'Too many codes sent to this address. Please try again in an hour.',
  );
  if (await isEmailTaken(deps.db, email)) throw conflict(MSG.emailTaken);
  const code = newOtp(LIMITS.otpLength);
  const values = {
    codeHash: codeHash(deps, email, purpose, code),
    expiresAt: new Date(Date.now() + LIMITS.otpTtlMinutes * MINUTE),
    attempts: 0,
    verifiedAt: null,
    consumedAt: null,
    createdAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(otpCodes)
      .values({ email, purpose, ...values })
      .onConflictDoUpdate({ target: [otpCodes.email, otpCodes.purpose], set: values });
    await enqueueMail(tx, { to: email, ...otpMail(code, purpose), kind: 'otp', expiresAt: values.expiresAt });
  });
  deps.jobs.wake();
}

export async function verifyOtp(deps: Deps, email: string, purpose: TOtpPurpose, code: string): Promise<void> {
  const now = new Date();
  const hash = codeHash(deps, email, purpose, code);
  // Judging a guess and counting it are one statement: PostgreSQL locks the row, and a parallel guess that
  // waited re-reads `attempts` before its own WHERE passes, so at most otpMaxTries guesses are ever judged.
  const [judged] = await deps.db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      verifiedAt: sql`case when ${otpCodes.codeHash} = ${hash} then ${now} else ${otpCodes.verifiedAt} end`,
    })
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, LIMITS.otpMaxTries),
      ),
    )
    .returning({ ok: sql<boolean>`${otpCodes.codeHash} = ${hash}` });
  if (judged) {
    if (judged.ok) return;
    throw badRequest(MSG.otpInvalid);
  }
  // Nothing was judged; read the row only to say why.
  const [row] = await deps.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)));
  if (!row || row.consumedAt) throw badRequest(MSG.otpInvalid);
  if (row.attempts >= LIMITS.otpMaxTries) throw badRequest(MSG.otpTooManyTries);
  throw badRequest(MSG.otpExpired);
}

/**
 * Spends a verification: the address must have been verified for this purpose in the last 30 minutes
 * and not used since. Runs inside the caller's transaction, so a failed registration leaves it unspent.
 */
export async function consumeVerification(tx: Db, email: string, purpose: TOtpPurpose): Promise<void> {
  const since = new Date(Date.now() - LIMITS.otpVerifiedWindowMinutes * MINUTE);
  const spent = await tx
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        gt(otpCodes.verifiedAt, since),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({ email: otpCodes.email });
  if (spent.length === 0) throw badRequest(MSG.verifyEmailFirst);
}

export function otpMail(code: string, purpose: TOtpPurpose) {
  const action =
    purpose === 'register' ? 'finish creating your GigBazaar account' : 'confirm your new e-mail address on GigBazaar';
  return {
    subject: `Your GigBazaar code: ${code}`,
    text: `Your one-time code is ${code}.\n\nEnter it to ${action}. It expires in ${LIMITS.otpTtlMinutes} minutes and works once.\nIf you did not ask for it, you can ignore this e-mail.\n\n— GigBazaar`,
  };
}
