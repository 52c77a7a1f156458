import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { TUploadVisibility } from '@gigbazaar/shared/schemas/uploads';
import type { Deps } from '../../platform/deps';
import { gigs, orderFiles, orders, uploads } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth';
import { deleteStoredUrl, type StoredFile } from '../../platform/storage';
import { encodeImage, isImage, sniff } from './image-pipeline';

const HOUR = 60 * 60 * 1000;
/** Uploads per user per hour: a gig needs five pictures, a seller application a few documents. */
const UPLOADS_PER_HOUR = 60;

export const unsupportedType = () => new AppError(415, 'unsupported_type', MSG.uploadUnsupported);
export const tooLarge = () => new AppError(413, 'too_large', MSG.fileTooLarge);

/**
 * Stores one uploaded file for its owner and returns its URL. Images (public or private) are re-encoded to WebP
 * without metadata; public ones also get the narrower variants pages use in srcsets. PDFs are kept as they are,
 * and only privately (certificates, ID documents).
 */
export async function storeUpload(
  deps: Deps,
  owner: SessionUser,
  bytes: Buffer,
  visibility: TUploadVisibility,
): Promise<string> {
  if (bytes.length > LIMITS.uploadBytes) throw tooLarge();
  const type = await sniff(bytes);
  if (!type || (type === 'pdf' && visibility !== 'private')) throw unsupportedType();
  await deps.limiter.hit(`uploads:user:${owner.id}`, UPLOADS_PER_HOUR, HOUR, MSG.uploadsTooMany);

  const name = randomUUID();
  let url: string;
  let stored: Buffer;
  let contentType: string;
  if (isImage(type)) {
    // The header can look right while the pixels are damaged; such a file is refused, not a server error.
    const { full, variants } = await encodeImage(bytes).catch(() => {
      throw unsupportedType();
    });
    // Public images go where the pages look for variants (UPLOADED_IMAGE_PREFIX, `/uploads/public/u/`).
    if (visibility === 'public') {
      for (const [width, variant] of variants) await deps.storage.put('public', `u/${name}.w${width}.webp`, variant);
    }
    url = await deps.storage.put(visibility, `u/${name}.webp`, full);
    stored = full;
    contentType = 'image/webp';
  } else {
    url = await deps.storage.put(visibility, `u/${name}.pdf`, bytes);
    stored = bytes;
    contentType = 'application/pdf';
  }
  await deps.db.insert(uploads).values({ ownerId: owner.id, url, visibility, contentType, bytes: stored.length });
  return url;
}

/** Whether `url` is a file this user uploaded (optionally: a public image), e.g. before it becomes their picture. */
export async function isOwnUpload(
  deps: Deps,
  ownerId: string,
  url: string,
  { publicImage = false } = {},
): Promise<boolean> {
  const [row] = await deps.db
    .select({ visibility: uploads.visibility, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId)));
  if (!row) return false;
  return !publicImage || (row.visibility === 'public' && row.contentType.startsWith('image/'));
}

/**
 * A private file for the one asking, if they may see it: its owner, an admin, or a party to an order it was
 * delivered with (`order_files`); null otherwise.
 */
export async function readPrivateUpload(
  deps: Deps,
  viewer: SessionUser | null | undefined,
  url: string,
): Promise<StoredFile | null> {
  if (!viewer) return null;
  const [row] = await deps.db
    .select({ ownerId: uploads.ownerId, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.visibility, 'private')));
  if (!row) return null;
  if (row.ownerId !== viewer.id && !viewer.isAdmin) {
    const [delivered] = await deps.db
      .select({ orderId: orderFiles.orderId })
      .from(orderFiles)
      .innerJoin(orders, eq(orders.id, orderFiles.orderId))
      .where(and(eq(orderFiles.url, url), or(eq(orders.buyerId, viewer.id), eq(orders.sellerId, viewer.id))))
      .limit(1);
    if (!delivered) return null;
  }
  // Streamed from the store (a bucket when several machines serve the app), never held whole in memory.
  const file = await deps.storage.read('private', url.slice('/uploads/private/'.length));
  return file ? { ...file, contentType: row.contentType } : null;
}

/**
 * Forgets the uploads that belong only to a closing account (profile pictures, ID documents, certificates) and
 * returns their URLs so the files can be removed once the transaction commits. A file something else still shows
 * (a gig's cover or gallery, an order's picture) stays: orders, gigs and reviews outlive the account.
 * A new table that points at uploads must be added to the `kept` list below.
 */
export async function forgetUploadsOf(tx: Db, ownerId: string): Promise<string[]> {
  const kept = sql`(
    exists (select 1 from ${gigs} where ${gigs.cover} = ${uploads.url} or ${uploads.url} = any(${gigs.images}))
    or exists (select 1 from ${orders} where ${orders.img} = ${uploads.url})
    or exists (select 1 from ${orderFiles} where ${orderFiles.url} = ${uploads.url})
  )`;
  const gone = await tx
    .delete(uploads)
    .where(and(eq(uploads.ownerId, ownerId), sql`not ${kept}`))
    .returning({ url: uploads.url });
  return gone.map((r) => r.url);
}

/** Removes stored files after their rows are gone; a failure is logged, never shown to the user who left. */
export async function removeStoredFiles(deps: Deps, urls: string[], log: { error: (o: object, m: string) => void }) {
  for (const url of urls) {
    try {
      await deleteStoredUrl(deps.storage, url);
    } catch (err) {
      log.error({ err, url }, 'could not remove the file of a closed account');
    }
  }
}
