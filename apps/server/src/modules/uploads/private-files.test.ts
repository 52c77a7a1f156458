import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser, upload } from '../../test/factories';

/**
 * GET /uploads/private/…: who may read a private file, decided by the route that matched (its path parameter, as
 * the router decoded it), and never stored by a cache whoever asks, since the same address answers the owner 200
 * and everyone else 404.
 */
let app: App;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function privateFile() {
  const owner = await createUser(app);
  const res = await upload(app, owner.cookie, pdf, { visibility: 'private', name: 'id.pdf', type: 'application/pdf' });
  expect(res.statusCode).toBe(201);
  return { owner, url: (res.json() as { url: string }).url };
}

describe('GET /uploads/private/*', () => {
  it('serves the owner the file however the address is spelt, as the router reads it (not the raw request.url)', async () => {
    const { owner, url } = await privateFile();
    // `%75` is "u": the router matches the same route with the same parameter, so it is the same file.
    const spelt = url.replace('/private/u/', '/private/%75/');
    const res = await as(app, owner.cookie).get(spelt);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('marks every answer no-store, the 404 of a stranger, a visitor or a missing file included', async () => {
    const { url } = await privateFile();
    const stranger = await createUser(app);
    for (const [who, cookie, path] of [
      ['stranger', stranger.cookie, url],
      ['visitor', undefined, url],
      ['missing file', stranger.cookie, '/uploads/private/u/no-such-file.pdf'],
    ] as const) {
      const res = await as(app, cookie).get(path);
      expect(res.statusCode, who).toBe(404);
      expect(res.json(), who).toMatchObject({ code: 'not_found' });
      expect(res.headers['cache-control'], who).toBe('private, no-store');
    }
  });
});
