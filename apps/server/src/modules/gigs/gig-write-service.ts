import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import { rupeesToPaise } from '@gigbazaar/shared/rules/money';
import type { z } from 'zod';
import type { ZGigBody } from '@gigbazaar/shared/schemas/gigs';
import type { Deps } from '../../platform/deps';
import type { SessionUser } from '../../platform/auth';
import { gigs, uploads } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { findGig } from './gig-service';
import { moderateUserText } from '../moderation/moderate-user-text';
import { recordAdminAction } from '../audit/audit-log';
import type { Db } from '../../platform/db/client';

/** New gigs per seller per hour: a real seller publishes a few; a script filling Explore with copies is stopped. */
const GIGS_PER_HOUR = 20;
/**
 * Gig edits per seller per hour. Each edit is moderated, rewrites the gig's search vectors and may add words to the
 * search vocabulary, which moves the catalogue version every server's search caches are kept under (decision 016):
 * a real seller edits a few times, a script rewriting its gigs in a loop would grow the vocabulary and keep every
 * search cache cold.
 */
export const GIG_EDITS_PER_HOUR = 60;
const HOUR = 60 * 60 * 1000;

export type GigInput = z.output<typeof ZGigBody>;

/**
 * Every picture of a gig must be one of the seller's own public image uploads (a URL elsewhere could track
 * visitors or show anything; someone else's upload is not theirs to publish). `keep` are URLs already on the
 * gig being edited: the demo gigs' pictures predate the uploads table, and an unchanged picture stays valid.
 */
async function assertOwnImages(deps: Deps, me: SessionUser, input: GigInput, keep: Set<string> = new Set()) {
  const fields: Array<[string, string]> = [
    ['cover', input.cover],
    ...input.images.map((url, i): [string, string] => [`images.${i}`, url]),
  ];
  const toCheck = [...new Set(fields.map(([, url]) => url).filter((url) => !keep.has(url)))];
  if (!toCheck.length) return;
  const owned = await deps.db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, me.id),
        inArray(uploads.url, toCheck),
        eq(uploads.visibility, 'public'),
        like(uploads.contentType, 'image/%'),
      ),
    );
  const ok = new Set(owned.map((r) => r.url));
  const bad = fields.filter(([, url]) => !keep.has(url) && !ok.has(url));
  if (bad.length) throw badRequest(MSG.gigImageNotOwn, Object.fromEntries(bad.map(([f]) => [f, MSG.gigImageNotOwn])));
}

const columnsOf = (input: GigInput) => ({
  title: input.title,
  cat: input.cat,
  cover: input.cover,
  images: input.images,
  desc: input.desc,
  shortTitle: input.shortTitle,
  shortDesc: input.shortDesc,
  deliveryTime: input.deliveryTime,
  revisionNumber: input.revisionNumber,
  features: input.features,
  pricePaise: rupeesToPaise(input.price),
});

/**
 * Every text of a gig is shown to buyers: the moderator judges each (the long description in overlapping windows)
 * before the gig is written, and a rejection names the field, since the wizard spreads them over five steps.
 */
function moderateGigTexts(deps: Deps, me: SessionUser, input: GigInput) {
  return moderateUserText(deps, { userId: me.id, channel: 'gig' }, [
    { field: 'title', text: input.title, label: 'the title' },
    { field: 'shortTitle', text: input.shortTitle, label: 'the short title' },
    { field: 'shortDesc', text: input.shortDesc, label: 'the short description' },
    { field: 'desc', text: input.desc, label: 'the description' },
    { field: 'features', text: input.features.join('\n'), label: 'the features' },
  ]);
}

export function throwNotSeller(): never {
  throw forbidden(MSG.gigSellersOnly);
}

/**
 * POST /gigs. Sellers only (the flag read from the database with the session). The search trigger fills the
 * gig's vectors and adds its words to the vocabulary in the same statement, so it is found at once.
 */
export async function createGig(deps: Deps, me: SessionUser, input: GigInput) {
  if (!me.isSeller) throwNotSeller();
  await moderateGigTexts(deps, me, input);
  await assertOwnImages(deps, me, input);
  await deps.limiter.hit(`gigs:create:${me.id}`, GIGS_PER_HOUR, HOUR, MSG.gigsTooMany);
  const [row] = await deps.db
    .insert(gigs)
    .values({ ...columnsOf(input), userId: me.id })
    .returning({ id: gigs.id });
  return findGig(deps, row.id);
}

/** A listed gig's owner and pictures, or 404 (unknown or deleted gigs are simply not there). */
async function ownedGig(deps: Deps, me: SessionUser, id: string, { adminMay = false } = {}) {
  const [gig] = await deps.db
    .select({ id: gigs.id, userId: gigs.userId, cover: gigs.cover, images: gigs.images })
    .from(gigs)
    .where(and(eq(gigs.id, id), isNull(gigs.deletedAt)))
    .limit(1);
  if (!gig) throw notFound(MSG.gigNotFound);
  if (gig.userId !== me.id && !(adminMay && me.isAdmin)) throw forbidden(MSG.gigNotOwner);
  return gig;
}

/** PUT /gigs/{id}: the owner replaces every field (sales, stars and the seller stay the server's). */
export async function updateGig(deps: Deps, me: SessionUser, id: string, input: GigInput) {
  const current = await ownedGig(deps, me, id);
  // Counted before the moderator runs, so its verdicts cannot be probed at speed through edits either.
  await deps.limiter.hit(`gigs:edit:${me.id}`, GIG_EDITS_PER_HOUR, HOUR, MSG.gigEditsTooMany);
  await moderateGigTexts(deps, me, input);
  await assertOwnImages(deps, me, input, new Set([current.cover, ...current.images]));
  // The owner and "not deleted" are checked again in the UPDATE itself: a delete in between wins.
  const [row] = await deps.db
    .update(gigs)
    .set(columnsOf(input))
    .where(and(eq(gigs.id, id), eq(gigs.userId, me.id), isNull(gigs.deletedAt)))
    .returning({ id: gigs.id });
  if (!row) throw notFound(MSG.gigNotFound);
  return findGig(deps, row.id);
}

/**
 * DELETE /gigs/{id}: the owner, or an admin (takedowns). A soft delete: the gig leaves lists, search, its
 * page and profiles, while the row stays for the orders and reviews that point at it. An admin's takedown of
 * someone else's gig is marked removed (as a report's `remove_gig` does) and written to the audit log in the same
 * transaction (decision 013).
 */
export async function deleteGig(deps: Deps, me: SessionUser, id: string) {
  const gig = await ownedGig(deps, me, id, { adminMay: true });
  const takedown = gig.userId !== me.id;
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(gigs)
      .set(takedown ? { deletedAt: now, removedAt: now } : { deletedAt: now })
      .where(and(eq(gigs.id, id), eq(gigs.userId, gig.userId), isNull(gigs.deletedAt)))
      .returning({ id: gigs.id });
    if (!row) throw notFound(MSG.gigNotFound);
    if (takedown) {
      await recordAdminAction(tx as Db, {
        adminId: me.id,
        action: 'gig.remove',
        target: { type: 'gig', id },
        subjectUserId: gig.userId,
      });
    }
  });
}
