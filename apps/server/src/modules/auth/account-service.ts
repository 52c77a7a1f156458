import { eq, or, and, isNull } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { normalizeLogin } from '@gigbazaar/shared/rules/identity';
import type { ZRegisterBody } from '@gigbazaar/shared/schemas/auth';
import { ZUsername } from '@gigbazaar/shared/schemas/users';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/crypto';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { isSuspended, suspendedMessage, suspensionUntilText } from '@gigbazaar/shared/rules/suspension';
import type { SessionUser } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db/errors';
import { consumeVerification } from './otp-service';
import { moderateUserText, moderateUsername } from '../moderation/moderate-user-text';
import { judgeUsername } from '../moderation/username';

const MINUTE = 60_000;

type TRegister = z.output<typeof ZRegisterBody>;

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return Boolean(row);
}

/**
 * GET /auth/username-available: whether sign-up would take this name, and when not, the sentence it would answer
 * (the form shows it beside the field as the name is typed). Reads only: nothing is recorded or counted, as the
 * form asks while the name is half typed; the answer is what anyone learns by trying to sign up.
 */
export async function usernameAvailability(deps: Deps, raw: string): Promise<{ available: boolean; message?: string }> {
  const parsed = ZUsername.safeParse(raw);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? MSG.usernameChars };
  if (!judgeUsername(parsed.data).ok) return { available: false, message: MSG.usernameContactDetails };
  if (await isUsernameTaken(deps.db, parsed.data)) return { available: false, message: MSG.usernameTaken };
  return { available: true };
}

/** `client`: the caller's address as the per-IP limits count it, whose refusals the moderator's cap counts. */
export async function registerUser(deps: Deps, body: TRegister, client: string) {
  // No account yet, so nothing is recorded; the refusal cap counts by the client's address instead.
  const author = { userId: null, client };
  // The username is shown to everyone: no contact details in it.
  await moderateUsername(deps, author, body.username);
  // The bio is public on the profile: judged like every text one user shows another.
  await moderateUserText(deps, { ...author, channel: 'bio' }, [{ field: 'desc', text: body.desc }]);
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      await consumeVerification(tx, body.email, 'register');
      if (await isUsernameTaken(tx, body.username)) throw conflict(MSG.usernameTaken);
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash,
          country: body.country,
          desc: body.desc ?? '',
          phone: body.phone || null,
          img: null,
        })
        .returning();
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_key')) throw conflict(MSG.usernameTaken);
    if (isUniqueViolation(err, 'users_email_key')) throw conflict(MSG.emailTaken);
    throw err;
  }
}

const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';

/**
 * Counts one password guess against an account (docs/product-rules.md "Sign-in and sessions": 10 per account per 15
 * minutes) before it is judged: counting first, in one upsert, means parallel guesses cannot slip past the limit, and a
 * right password clears the count. Keyed by the account, so its username and its e-mail share one counter; an unknown
 * name gets its own counter so the answer and its timing stay the same as for a real account.
 */
async function countPasswordGuess(deps: Deps, accountKey: string) {
  await deps.limiter.hit(
    `login-fail:${accountKey}`,
    LIMITS.loginFailuresPerAccount,
    LIMITS.loginFailureWindowMinutes * MINUTE,
    TOO_MANY_LOGIN_FAILURES,
  );
}

const clearPasswordGuesses = (deps: Deps, accountKey: string) => deps.limiter.reset(`login-fail:${accountKey}`);

/** Same answer and about the same time for an unknown user and a wrong password. */
export async function authenticate(deps: Deps, login: string, password: string) {
  const key = normalizeLogin(login);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(or(eq(users.username, key), eq(users.email, key)), isNull(users.deletedAt)))
    .limit(1);
  const accountKey = user ? `user:${user.id}` : `name:${key}`;
  await countPasswordGuess(deps, accountKey);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw badRequest(MSG.wrongCredentials);
  await clearPasswordGuesses(deps, accountKey);
  // Said only to whoever knows the password: a guesser learns nothing about the account (decision 013).
  if (isSuspended(user.suspendedUntil)) {
    const until = suspensionUntilText(user.suspendedUntil!);
    throw new AppError(403, 'suspended', suspendedMessage(until), undefined, undefined, { until });
  }
  await deps.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** The current password is checked under the same per-account counter as login: a stolen session cannot guess it. */
export async function changePassword(deps: Deps, me: SessionUser, oldPassword: string, newPassword: string) {
  const accountKey = `user:${me.id}`;
  await countPasswordGuess(deps, accountKey);
  const [user] = await deps.db.select().from(users).where(eq(users.id, me.id));
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest(MSG.currentPasswordWrong);
  await clearPasswordGuesses(deps, accountKey);
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, me.id));
}

export async function changeEmail(deps: Deps, me: SessionUser, email: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken && taken.id !== me.id) throw conflict(MSG.emailTaken);
      await consumeVerification(tx, email, 'change-email');
      const [user] = await tx.update(users).set({ email }).where(eq(users.id, me.id)).returning();
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw conflict(MSG.emailTaken);
    throw err;
  }
}
