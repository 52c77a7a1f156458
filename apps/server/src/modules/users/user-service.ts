import { randomBytes } from 'node:crypto';
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ageFromDob, isFutureDate } from '@gigbazaar/shared/rules/age';
import { TOMBSTONE_PREFIX } from '@gigbazaar/shared/rules/reserved-usernames';
import type { Deps } from '../../platform/deps';
import { payoutAccounts, users } from '../../platform/db/schema';
import { hashPassword } from '../../platform/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { moderateUserText, moderateUsername } from '../moderation/moderate-user-text';
import type { SessionUser } from '../../platform/auth';
import { revokeAllSessions } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db/errors';
import {
  decodeCursor,
  idKey,
  keysetAfter,
  keysetOrder,
  keysetTexts,
  pageOf,
  type KeysetKey,
} from '../../platform/keyset';
import { USERNAME_PATTERN } from '@gigbazaar/shared/rules/identity';
import { forgetUploadsOf, removeStoredFiles } from '../uploads/upload-service';
import { recordAdminAction } from '../audit/audit-log';
import type { Db } from '../../platform/db/client';

type UserRow = typeof users.$inferSelect;
type UserPatch = Partial<Omit<UserRow, 'id' | 'createdAt'>>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users by username, A to Z; the id after it only makes the order total. */
const BY_USERNAME: KeysetKey[] = [
  {
    expr: users.username,
    dir: 'asc',
    text: users.username,
    valid: (v) => v.length >= 1 && v.length <= 100 && USERNAME_PATTERN.test(v),
    cast: (v) => sql`${v}::text`,
  },
  idKey(users.id),
];

/**
 * User-search tokens: '@all' lists everyone, '@seller'/'@sellers' the sellers; otherwise a username prefix.
 * Paged like every long list (docs/product-rules.md "API contract"): `limit` rows after `cursor`, and the next cursor
 * when there are more.
 */
export async function listUsers(
  deps: Deps,
  search: string | undefined,
  page: { limit?: number; cursor?: string } = {},
) {
  const limit = page.limit ?? LIMITS.listDefault;
  const term = (search ?? '').trim().toLowerCase();
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (term === '@seller' || term === '@sellers') conditions.push(eq(users.isSeller, true));
  else if (term && term !== '@all') conditions.push(ilike(users.username, `${escapeLike(term)}%`));
  if (page.cursor) conditions.push(keysetAfter(BY_USERNAME, decodeCursor(page.cursor, 'username', BY_USERNAME)));
  const rows = await deps.db
    .select({ user: users, cursorKeys: keysetTexts(BY_USERNAME) })
    .from(users)
    .where(and(...conditions))
    .orderBy(...keysetOrder(BY_USERNAME))
    .limit(limit + 1);
  const result = pageOf(rows, limit, 'username');
  return { rows: result.rows.map((r) => r.user), nextCursor: result.nextCursor };
}

export async function findUser(deps: Deps, idOrUsername: string): Promise<UserRow> {
  const key = idOrUsername.trim();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(or(eq(users.id, key), eq(users.username, key.toLowerCase())), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export async function updateMe(deps: Deps, me: SessionUser, patch: UserPatch): Promise<UserRow> {
  try {
    const [user] = await deps.db.update(users).set(patch).where(eq(users.id, me.id)).returning();
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_key')) throw conflict(MSG.usernameTaken);
    throw err;
  }
}

export async function changeUsername(deps: Deps, me: SessionUser, username: string) {
  if (username === me.username) return findUser(deps, me.id);
  // Shown to everyone, like a bio: no contact details in it (422, recorded and capped as every refusal).
  await moderateUsername(deps, { userId: me.id }, username);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (taken) throw conflict(MSG.usernameTaken);
  return updateMe(deps, me, { username });
}

export function checkDateOfBirth(iso: string, now = new Date()) {
  const age = ageFromDob(iso, now);
  if (age === null) throw badRequest(MSG.dobFormat);
  if (isFutureDate(iso, now)) throw badRequest(MSG.dobFuture);
  if (age < LIMITS.minAge || age > LIMITS.maxAge) throw badRequest(MSG.dobAge);
}

/** PUT /users/update-bio: the bio is on the public profile, so the moderator judges it before it is stored. */
export async function updateBio(deps: Deps, me: SessionUser, bio: string): Promise<UserRow> {
  await moderateUserText(deps, { userId: me.id, channel: 'bio' }, [{ field: 'bio', text: bio }]);
  return updateMe(deps, me, { desc: bio });
}

/**
 * PUT /users/skills/add: skills are on the public profile too, shown side by side. The whole list the profile will
 * show is judged (one per line), not only the new ones: a number split over skills added in separate calls
 * ("98765", then "43210") is read whole, as it is on the profile.
 */
export async function addSkills(deps: Deps, me: SessionUser, added: string[]): Promise<UserRow> {
  return editSkills(deps, me, async (current) => {
    const skills = mergeSkills(current, added);
    await moderateUserText(deps, { userId: me.id, channel: 'skills' }, [{ field: 'skills', text: skills.join('\n') }]);
    return skills;
  });
}

/** PUT /users/skills/remove. */
export async function dropSkills(deps: Deps, me: SessionUser, removed: string[]): Promise<UserRow> {
  return editSkills(deps, me, async (current) => removeSkills(current, removed));
}

// Each lost attempt means another edit landed, so ten attempts outlast any nine edits at once by one user.
const SKILL_EDIT_ATTEMPTS = 10;

/**
 * A skills edit reads the list, works out the next one (the moderator judging it on the way, which no SQL statement
 * can do) and writes it only if the list is still the one it read: two edits at once (two tabs, a double click that
 * adds and another that removes) otherwise each wrote its own list and one of them was lost. The loser reads again.
 */
async function editSkills(
  deps: Deps,
  me: SessionUser,
  next: (current: string[]) => Promise<string[]>,
): Promise<UserRow> {
  for (let attempt = 1; ; attempt++) {
    const user = await findUser(deps, me.id);
    const skills = await next(user.skills);
    // jsonb equality compares the arrays element by element, whatever the driver makes of a text[] parameter.
    const [updated] = await deps.db
      .update(users)
      .set({ skills })
      .where(and(eq(users.id, me.id), sql`to_jsonb(${users.skills}) = ${JSON.stringify(user.skills)}::jsonb`))
      .returning();
    if (updated) return updated;
    if (attempt >= SKILL_EDIT_ATTEMPTS) throw conflict('Your skills were changed meanwhile. Please try again.');
  }
}

/** PUT /users/first-language: free text on the public profile ("personal info"), so the moderator judges it too. */
export async function updateFirstLanguage(deps: Deps, me: SessionUser, firstLanguage: string): Promise<UserRow> {
  await moderateUserText(deps, { userId: me.id, channel: 'first_language' }, [
    { field: 'firstLanguage', text: firstLanguage },
  ]);
  return updateMe(deps, me, { firstLanguage });
}

/** Adds skills, ignoring ones already there whatever their case; the set never exceeds 30. */
export function mergeSkills(current: string[], added: string[]): string[] {
  const seen = new Set(current.map((s) => s.toLowerCase()));
  const next = [...current];
  for (const skill of added) {
    const key = skill.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(skill);
  }
  if (next.length > LIMITS.skillsMax) throw badRequest(`You can add at most ${LIMITS.skillsMax} skills.`);
  return next;
}

export function removeSkills(current: string[], removed: string[]): string[] {
  const drop = new Set(removed.map((s) => s.toLowerCase()));
  return current.filter((s) => !drop.has(s.toLowerCase()));
}

/** Closing an account erases personal data but keeps the row, so orders, payments and reviews still point somewhere. */
export async function closeAccount(
  deps: Deps,
  actor: SessionUser,
  targetId: string,
  log: { error: (o: object, m: string) => void },
) {
  if (actor.id !== targetId && !actor.isAdmin) throw forbidden('You can only delete your own account.');
  const [target] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), isNull(users.deletedAt)));
  if (!target) throw notFound(MSG.userNotFound);
  // The whole id: unique per account, longer than any username a person may choose, and under a prefix no one
  // may take (rules/reserved-usernames), so closing an account can never collide with a live name.
  const tombstone = `${TOMBSTONE_PREFIX}${targetId.replace(/-/g, '')}`;
  const files = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: tombstone,
        email: `${tombstone}@deleted.invalid`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        phone: null,
        desc: '',
        img: null,
        skills: sql`'{}'::text[]`,
        dateOfBirth: null,
        firstLanguage: null,
        workingHoursStart: null,
        workingHoursEnd: null,
        notif: false,
        lastLogin: null,
        isSeller: false,
        deletedAt: new Date(),
      })
      .where(eq(users.id, targetId));
    // Bank details go with the account too: nothing will be paid to a closed account (docs/decisions/019).
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, targetId));
    // An admin closing someone else's account is an admin action: in the audit log, in this transaction.
    if (actor.id !== targetId) {
      await recordAdminAction(tx as Db, {
        adminId: actor.id,
        action: 'user.close',
        target: { type: 'user', id: targetId },
        subjectUserId: targetId,
      });
    }
    // Personal files go with the account (India's DPDP Act: erase once the purpose ends).
    return forgetUploadsOf(tx, targetId);
  });
  await revokeAllSessions(deps, targetId);
  await removeStoredFiles(deps, files, log);
}
