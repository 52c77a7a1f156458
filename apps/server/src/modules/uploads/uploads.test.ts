import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PGlite } from '@electric-sql/pglite';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { IMAGE_VARIANT_WIDTHS, UPLOADED_IMAGE_PREFIX, imageVariant } from '@gigbazaar/shared/rules/images';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../platform/config';
import type { S3Config } from '../../platform/s3-config';
import { LocalStorage, S3Storage, deleteStoredUrl } from '../../platform/storage';
import { createTestApp } from '../../test/test-app';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { as, createUser, multipart, upload } from '../../test/factories';
import { writeGigArt } from '../demo/gig-art';
import { GIG_CATALOGUE } from '../demo/gig-catalogue';

/**
 * Every upload test runs twice: on the local folder (the default) and on the S3 store against a local
 * S3-compatible stand-in, so both stores keep the same contract.
 */
let app: App;
let s3: S3StandIn | undefined;

/** A photo as a phone would send it: JPEG with EXIF (camera and GPS) and a rotation flag. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '17/1 23/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe.each(['local', 's3'] as const)('with the %s store', (store) => {
  beforeAll(async () => {
    s3 = store === 's3' ? await startS3StandIn() : undefined;
    app = await createTestApp(s3 ? { s3: s3.config } : {});
    expect(app.deps.storage).toBeInstanceOf(store === 's3' ? S3Storage : LocalStorage);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  describe('POST /api/uploads', () => {
    it('re-encodes a public image as WebP without metadata, upright, with the srcset variants, and serves it', async () => {
      const { cookie } = await createUser(app);
      const res = await upload(app, cookie, await photo());
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(/^\/uploads\/public\/u\/[0-9a-f-]{36}\.webp$/);
      expect(url.startsWith(UPLOADED_IMAGE_PREFIX)).toBe(true);

      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      // Orientation 6 (rotated 90°) was applied before the flag was dropped: 1600×1200 became 1200 wide × 1600 high.
      expect([meta.width, meta.height]).toEqual([1200, 1600]);
      for (const width of [480, 720, 960]) {
        const variant = await app.inject({ method: 'GET', url: url.replace(/\.webp$/, `.w${width}.webp`) });
        expect(variant.statusCode, `w${width}`).toBe(200);
        expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
      }
    });

    it('judges the type by the bytes, not the name: text called .jpg is refused, a PNG called .txt accepted', async () => {
      const { cookie } = await createUser(app);
      const fake = await upload(app, cookie, Buffer.from('not really a picture'), { name: 'cat.jpg' });
      expect(fake.statusCode).toBe(415);
      expect(fake.json().message).toBe(MSG.uploadUnsupported);
      const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#ff0000' } })
        .png()
        .toBuffer();
      expect((await upload(app, cookie, png, { name: 'notes.txt', type: 'text/plain' })).statusCode).toBe(201);
      // A PNG whose header is intact but whose pixel data is cut off: refused, never a 500.
      const broken = await upload(app, cookie, png.subarray(0, png.length - 20), {
        name: 'broken.png',
        type: 'image/png',
      });
      expect(broken.statusCode).toBe(415);
    });

    it('refuses a file over 5 MB with 413 and the user-facing sentence', async () => {
      const { cookie } = await createUser(app);
      const res = await upload(app, cookie, Buffer.alloc(LIMITS.uploadBytes + 10, 1));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MSG.fileTooLarge);
    });

    it('needs a session, a file and a known visibility', async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await upload(app, undefined, png)).statusCode).toBe(401);
      const { cookie } = await createUser(app);
      const noFile = multipart([{ name: 'visibility', value: 'public' }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'x-requested-with': 'fetch', 'content-type': noFile.contentType, cookie },
        payload: noFile.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.selectImage);
      expect((await upload(app, cookie, png, { visibility: 'secret' })).statusCode).toBe(400);
      // A JSON body is not an upload.
      expect((await as(app, cookie).post('/api/uploads', { file: 'x' })).statusCode).toBe(415);
    });

    it('keeps PDFs private: refused as public, served only to their owner and admins', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      const owner = await createUser(app);
      expect((await upload(app, owner.cookie, pdf, { name: 'id.pdf', type: 'application/pdf' })).statusCode).toBe(415);
      const res = await upload(app, owner.cookie, pdf, {
        visibility: 'private',
        name: 'id.pdf',
        type: 'application/pdf',
      });
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(/^\/uploads\/private\/u\/.+\.pdf$/);

      const mine = await as(app, owner.cookie).get(url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toContain('application/pdf');
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.rawPayload.equals(pdf)).toBe(true);

      const stranger = await createUser(app);
      expect((await as(app, stranger.cookie).get(url)).statusCode).toBe(404);
      expect((await as(app).get(url)).statusCode).toBe(404);
      const admin = await createUser(app, { isAdmin: true });
      expect((await as(app, admin.cookie).get(url)).statusCode).toBe(200);
      // Nor does the public file server hand it out under the other folder.
      expect((await as(app).get(url.replace('/private/', '/public/'))).statusCode).toBe(404);
    });
  });

  describe('PUT /api/users/profile-picture', () => {
    it('takes only the caller’s own public image uploads', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      const me = await createUser(app);
      const other = await createUser(app);
      const mine = (await upload(app, me.cookie, png)).json().url as string;
      const theirs = (await upload(app, other.cookie, png)).json().url as string;
      const myPrivate = (await upload(app, me.cookie, png, { visibility: 'private' })).json().url as string;

      const put = (img: string) => as(app, me.cookie).put('/api/users/profile-picture', { img });
      for (const img of ['https://evil.example/track.png', theirs, myPrivate, '/uploads/public/u/made-up.webp']) {
        const res = await put(img);
        expect(res.statusCode, img).toBe(400);
        expect(res.json().message).toBe(MSG.pictureNotOwnUpload);
      }
      const ok = await put(mine);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().img).toBe(mine);
      expect((await as(app).get(`/api/users/${me.user.id}`)).json().img).toBe(mine);
    });
  });

  describe('deleting stored files', () => {
    it('removes a public image with its variants, and a private file, so neither is served any more', async () => {
      const owner = await createUser(app);
      const url = (await upload(app, owner.cookie, await photo())).json().url as string;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      await deleteStoredUrl(app.deps.storage, url);
      for (const u of [url, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariant(url, w))]) {
        expect((await app.inject({ method: 'GET', url: u })).statusCode, u).toBe(404);
      }

      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const res = await upload(app, owner.cookie, pdf, {
        visibility: 'private',
        name: 'id.pdf',
        type: 'application/pdf',
      });
      const privateUrl = res.json().url as string;
      expect((await as(app, owner.cookie).get(privateUrl)).statusCode).toBe(200);
      await app.deps.storage.delete('private', privateUrl.slice('/uploads/private/'.length));
      expect((await as(app, owner.cookie).get(privateUrl)).statusCode).toBe(404);
      // Deleting what is already gone is not an error (an erasure can be retried).
      await expect(app.deps.storage.delete('private', privateUrl.slice('/uploads/private/'.length))).resolves.toBe(
        undefined,
      );
    });
  });

  it('stores demo gig art (what the demo seed writes) and serves it, skipping pictures already stored', async () => {
    const g = GIG_CATALOGUE[0]!;
    const urls = await writeGigArt(app.deps.storage, { ...g, variant: 0 });
    for (const url of [urls.cover, ...urls.images]) {
      expect(url).toMatch(/^\/uploads\/public\/gigs\/.+\.webp$/);
      for (const u of [url, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariant(url, w))]) {
        const res = await app.inject({ method: 'GET', url: u });
        expect(res.statusCode, u).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
    expect(await writeGigArt(app.deps.storage, { ...g, variant: 0 })).toEqual(urls);
  }, 60_000);
});

/** A second API process on the same database and bucket (another machine, in production). */
async function secondInstance(first: App, s3Config: S3Config): Promise<App> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-app-b-'));
  if (first.deps.database.kind === 'postgres') {
    return buildApp(testConfig({ dataDir, databaseUrl: first.deps.config.databaseUrl, s3: s3Config }), {
      migrate: false,
    });
  }
  // The same embedded database, which only the first app may close.
  const client = (first.deps.db as unknown as { $client: PGlite }).$client;
  const shared = new Proxy(client, {
    get: (target, prop) => {
      if (prop === 'close') return async () => {};
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return buildApp(testConfig({ dataDir, s3: s3Config }), { pglite: shared, migrate: false });
}

describe('the S3 store', () => {
  let a: App;
  let b: App;
  let bucket: S3StandIn;
  beforeAll(async () => {
    bucket = await startS3StandIn();
    a = await createTestApp({ s3: bucket.config });
    b = await secondInstance(a, bucket.config);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bucket?.close();
  });

  const keysIn = async (prefix: string) => {
    const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.config.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => o.Key!).sort();
  };

  it('lets two app instances share one bucket: uploaded through one, served by the other', async () => {
    const owner = await createUser(a);
    const url = (await upload(a, owner.cookie, await photo())).json().url as string;
    const name = url.slice(UPLOADED_IMAGE_PREFIX.length).replace(/\.webp$/, '');
    // Kept in the bucket under the same names as the URLs, not on this machine's disk.
    expect(await keysIn(`public/u/${name}`)).toEqual(
      [`public/u/${name}.webp`, ...IMAGE_VARIANT_WIDTHS.map((w) => `public/u/${name}.w${w}.webp`)].sort(),
    );
    for (const u of [url, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariant(url, w))]) {
      const res = await b.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }

    const pdf = Buffer.from('%PDF-1.4\nshared\n%%EOF\n');
    const res = await upload(a, owner.cookie, pdf, { visibility: 'private', name: 'id.pdf', type: 'application/pdf' });
    const privateUrl = res.json().url as string;
    expect(await keysIn('private/u/')).toContain(privateUrl.slice('/uploads/'.length));
    const mine = await as(b, owner.cookie).get(privateUrl);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    const stranger = await createUser(b);
    expect((await as(b, stranger.cookie).get(privateUrl)).statusCode).toBe(404);
    expect((await as(b).get(privateUrl)).statusCode).toBe(404);
    // The bucket's private objects are never streamed by the public route, however the path is written.
    const privateKey = privateUrl.slice('/uploads/private/'.length);
    for (const u of [
      privateUrl.replace('/private/', '/public/'),
      `/uploads/public/../private/${privateKey}`,
      `/uploads/public/..%2Fprivate%2F${privateKey.replace('/', '%2F')}`,
    ]) {
      expect((await b.inject({ method: 'GET', url: u })).statusCode, u).toBe(404);
    }

    // Deleted through one instance: gone for the other too.
    await deleteStoredUrl(a.deps.storage, url);
    expect(await keysIn(`public/u/${name}`)).toEqual([]);
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('sends browsers to S3_PUBLIC_URL for public files and allows that origin for images', async () => {
    const publicUrl = `${bucket.config.endpoint}/${bucket.config.bucket}`;
    const cdn = await secondInstance(a, { ...bucket.config, publicUrl });
    try {
      const owner = await createUser(a);
      const url = (await upload(a, owner.cookie, await photo())).json().url as string;
      const res = await cdn.inject({ method: 'GET', url: imageVariant(url, 480) });
      expect(res.statusCode).toBe(302);
      const location = res.headers.location as string;
      expect(location).toBe(`${publicUrl}/public/${imageVariant(url, 480).slice('/uploads/public/'.length)}`);
      expect(res.headers['content-security-policy']).toContain(new URL(publicUrl).origin);
      // What the browser then fetches from the bucket (or the CDN in front of it) is the 480-wide variant.
      const fetched = Buffer.from(await (await fetch(location)).arrayBuffer());
      expect((await sharp(fetched).metadata()).width).toBe(480);
    } finally {
      await cdn.close();
    }
  });
});
