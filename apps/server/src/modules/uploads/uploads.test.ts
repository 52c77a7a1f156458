import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { UPLOADED_IMAGE_PREFIX } from '@gigbazaar/shared/rules/images';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser, multipart, upload } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

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

  it('refuses a file over 5 MB with 413 and the spec message', async () => {
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
