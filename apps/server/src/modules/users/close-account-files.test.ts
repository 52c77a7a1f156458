import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import type { LocalStorage } from '../../platform/storage';
import { eq } from 'drizzle-orm';
import { IMAGE_VARIANT_WIDTHS } from '@gigbazaar/shared/rules/images';
import type { App } from '../../app';
import { uploads } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser, upload } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const picture = (background: string) =>
  sharp({ create: { width: 1000, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Where the storage keeps a URL's file (and, for a public WebP, its srcset variants). */
const filesOf = (url: string) => {
  const file = path.join((app.deps.storage as LocalStorage).root, url.replace(/^\/uploads\//, ''));
  return url.startsWith('/uploads/public/')
    ? [file, ...IMAGE_VARIANT_WIDTHS.map((w) => file.replace(/\.webp$/, `.w${w}.webp`))]
    : [file];
};

it("deletes the closed account's own files and their rows, and keeps what gigs and orders still show", async () => {
  const { user: seller, cookie } = await createUser(app);
  const send = async (data: Buffer, options: Parameters<typeof upload>[3] = {}) => {
    const res = await upload(app, cookie, data, options);
    expect(res.statusCode).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const avatar = await send(await picture('#aa3366'));
  const idDocument = await send(pdf, { visibility: 'private', name: 'aadhaar.pdf', type: 'application/pdf' });
  const privatePhoto = await send(await picture('#336699'), { visibility: 'private' });
  const gigCover = await send(await picture('#669933'));
  const gigImage = await send(await picture('#996633'));
  const orderPicture = await send(await picture('#333399'));
  expect((await as(app, cookie).put('/api/users/profile-picture', { img: avatar })).statusCode).toBe(200);

  const gig = await createGig(app, { userId: seller.id, cover: gigCover, images: [gigImage] });
  const { user: buyer } = await createUser(app);
  await createOrder(app, gig.id, buyer.id, { img: orderPicture });

  const gone = [avatar, idDocument, privatePhoto];
  const kept = [gigCover, gigImage, orderPicture];
  for (const url of [...gone, ...kept]) for (const f of filesOf(url)) expect(existsSync(f), f).toBe(true);

  expect((await as(app, cookie).del(`/api/users/${seller.id}`)).statusCode).toBe(204);

  for (const url of gone) for (const f of filesOf(url)) expect(existsSync(f), `${f} should be deleted`).toBe(false);
  for (const url of kept) for (const f of filesOf(url)) expect(existsSync(f), `${f} should stay`).toBe(true);
  const rows = await app.deps.db.select({ url: uploads.url }).from(uploads).where(eq(uploads.ownerId, seller.id));
  expect(rows.map((r) => r.url).sort()).toEqual([...kept].sort());
  expect((await app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
});

it("leaves other people's files alone", async () => {
  const { user, cookie } = await createUser(app);
  const { cookie: otherCookie } = await createUser(app);
  const theirs = (await upload(app, otherCookie, await picture('#123456'))).json().url as string;
  expect((await as(app, cookie).del(`/api/users/${user.id}`)).statusCode).toBe(204);
  for (const f of filesOf(theirs)) expect(existsSync(f)).toBe(true);
});
