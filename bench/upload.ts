/**
 * Upload of a phone-sized photo: a 4000×3000 JPEG (about 3 MB, with sensor-like noise so it compresses like a
 * real photo, not like a flat test card) through POST /api/uploads with inject(): multipart parsing, type
 * sniffing, decoding, rotating, the 1280-wide WebP and its 480/720/960 variants, storing and the uploads row.
 * Target: median ≤ 1.5 s on the 2-core development machine.
 *
 * Run alone with `npm run bench:upload` (or `npx tsx bench/upload.ts`), or as part of `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { hashPassword } from '../apps/server/src/platform/crypto';
import { users } from '../apps/server/src/platform/db/schema';
import { expectStatus, measure } from './measure';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 10;
const TARGET_MS = 1500;

/** Large soft colour areas, finer detail and per-pixel noise: JPEG sizes like a 12-megapixel phone photo. */
export async function noisyPhoto(width = WIDTH, height = HEIGHT): Promise<Buffer> {
  const field = (w: number, h: number, lo: number, span: number) => {
    const px = Buffer.alloc(w * h * 3);
    for (let i = 0; i < px.length; i++) px[i] = lo + Math.floor(Math.random() * span);
    return sharp(px, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const [scene, detail] = await Promise.all([field(80, 60, 40, 180), field(400, 300, 0, 256)]);
  const px = Buffer.alloc(width * height * 3);
  for (let i = 0; i < px.length; i++) {
    const noise = (Math.random() + Math.random() + Math.random() - 1.5) * 16;
    px[i] = Math.max(0, Math.min(255, scene[i]! * 0.75 + detail[i]! * 0.25 + noise));
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function multipartBody(file: Buffer) {
  const boundary = `----gigbazaarbench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function runUploadBench() {
  const photo = await noisyPhoto();
  console.log(`Upload bench: ${WIDTH}×${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-bench-upload-'));
  const app = await buildApp({
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
    databaseUrl: 'memory://',
    serveWeb: false,
    httpRateLimit: false,
  });
  try {
    await app.deps.db.insert(users).values({
      username: 'bench.uploader',
      email: 'bench.uploader@example.in',
      passwordHash: await hashPassword('bench-password'),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json' },
      payload: { username: 'bench.uploader', password: 'bench-password' },
    });
    const session = login.cookies.find((c) => c.name === 'gb_session');
    if (!session) throw new Error(`bench login failed: ${login.statusCode} ${login.body}`);
    const body = multipartBody(photo);
    const { median } = await measure(`POST /api/uploads (${WIDTH}×${HEIGHT} JPEG)`, RUNS, async () =>
      expectStatus(
        'POST /api/uploads',
        await app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: {
            'x-requested-with': 'fetch',
            'content-type': body.contentType,
            cookie: `gb_session=${session.value}`,
          },
          payload: body.payload,
        }),
        201,
      ),
    );
    console.log(
      `Upload median ${(median / 1000).toFixed(2)} s (target ≤ ${(TARGET_MS / 1000).toFixed(1)} s): ${median <= TARGET_MS ? 'within' : 'OVER'} target`,
    );
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runUploadBench();
