/**
 * Live delivery on loopback. One API process (a child, so its memory is its own) holds the sockets; this process
 * is the clients.
 *
 * 1. Delivery latency: 1,000 messages posted over HTTP by a buyer, each timed from the POST being sent until the
 *    seller's WebSocket receives it (target: median < 20 ms).
 * 2. N idle authenticated sockets (LIVE_BENCH_SOCKETS, default 2,000), each its own user and session, held by the
 *    API process: its memory per socket (RSS and heap, after GC, before and after opening them), and the delivery
 *    median again while they are open.
 *
 * Embedded PGlite by default; DATABASE_URL and REDIS_URL are honoured (with REDIS_URL events also go through
 * Redis pub/sub). Run with `npm run bench:live`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { expectStatus } from './measure';

const MESSAGES = Number(process.env.LIVE_BENCH_MESSAGES ?? 1_000);
const SOCKETS = Number(process.env.LIVE_BENCH_SOCKETS ?? 2_000);
const TARGET_MS = 20;

interface Ready {
  type: 'ready';
  port: number;
  bus: string;
  database: string;
  seller: string;
  buyer: string;
  idle: string[];
}
interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
}

// ---------------------------------------------------------------- the API process

async function serve() {
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/platform/config');
  const { hashPassword, keyedHash, newToken } = await import('../apps/server/src/platform/crypto');
  const { sessions, users } = await import('../apps/server/src/platform/db/schema');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-bench-live-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
    databaseUrl: process.env.DATABASE_URL || 'memory://',
    serveWeb: false,
    httpRateLimit: false,
  };
  const app = await buildApp(config);
  // The per-sender limit (30 messages a minute) is a rule, not a cost: a benchmark of 1,000 messages steps round it.
  app.deps.limiter.hit = async () => {};

  const passwordHash = await hashPassword('bench-password');
  const run = Date.now().toString(36);
  const made = await app.deps.db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS + 2 }, (_, i) => ({
        username: `bench_${run}_${i}`,
        email: `bench_${run}_${i}@example.in`,
        passwordHash,
        isSeller: i === 0,
      })),
    )
    .returning({ id: users.id });
  // Sessions are inserted as a login would store them (2,002 argon2 logins would only measure argon2).
  const tokens = made.map(() => newToken());
  const expiresAt = new Date(Date.now() + 3_600_000);
  for (let i = 0; i < made.length; i += 500) {
    await app.deps.db.insert(sessions).values(
      made.slice(i, i + 500).map((u, j) => ({
        tokenHash: keyedHash(config.sessionSecret, tokens[i + j]!),
        userId: u.id,
        expiresAt,
      })),
    );
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = (t: string) => `gb_session=${t}`;
  const ready: Ready = {
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    bus: app.deps.bus.kind,
    database: app.deps.database.kind,
    seller: cookie(tokens[0]!),
    buyer: cookie(tokens[1]!),
    idle: tokens.slice(2).map(cookie),
  };
  process.send!(ready);
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'memory') {
      for (let i = 0; i < 3; i++) global.gc?.();
      const m = process.memoryUsage();
      process.send!({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed } satisfies Memory);
    }
    if (msg.type === 'stop') void app.close().then(() => process.exit(0));
  });
}

// ---------------------------------------------------------------- the clients

function ask<T>(child: ChildProcess, type: string, msg: object = { type }): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    if (type !== 'ready') child.send(msg);
  });
}

function openSocket(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function deliveries(base: string, receiver: WebSocket, buyer: string, conversationId: string, count: number) {
  const waiting = new Map<string, (at: number) => void>();
  const onMessage = (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: { desc?: string } };
    if (event.type === 'message' && event.data.desc) waiting.get(event.data.desc)?.(performance.now());
  };
  receiver.on('message', onMessage);
  const times: number[] = [];
  try {
    for (let i = 0; i < count + 20; i++) {
      const desc = `Bench message ${i} ${Math.random().toString(36).slice(2, 8)}`;
      const arrived = new Promise<number>((resolve) => waiting.set(desc, resolve));
      const started = performance.now();
      const res = await fetch(`${base}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: buyer },
        body: JSON.stringify({ conversationId, desc }),
      });
      expectStatus('POST /api/messages', res, 201);
      const at = await arrived;
      waiting.delete(desc);
      // The first 20 warm up the JIT and the database's caches.
      if (i >= 20) times.push(at - started);
    }
  } finally {
    receiver.off('message', onMessage);
  }
  return times;
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const child = fork(self, ['--serve'], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: 'inherit' });
  try {
    const ready = await ask<Ready>(child, 'ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const wsUrl = `ws://127.0.0.1:${ready.port}/api/live`;
    console.log(`Live bench: ${ready.database}, ${ready.bus} event bus, ${MESSAGES} messages, ${SOCKETS} idle sockets`);

    const me = expectStatus(
      'GET /api/auth/me',
      await fetch(`${base}/api/auth/me`, { headers: { cookie: ready.seller } }),
    );
    const { _id: sellerId } = (await me.json()) as { _id: string };
    const conv = await fetch(`${base}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: ready.buyer },
      body: JSON.stringify({ to: sellerId }),
    });
    expectStatus('POST /api/conversations', conv, 201);
    const conversationId = ((await conv.json()) as { id: string }).id;
    const receiver = await openSocket(wsUrl, ready.seller);

    const quiet = await deliveries(base, receiver, ready.buyer, conversationId, MESSAGES);
    console.log(
      `POST → other party's socket (no other sockets)  median ${median(quiet).toFixed(2)} ms   p95 ${p95(quiet).toFixed(2)} ms   (${quiet.length} messages)`,
    );

    const before = await ask<Memory>(child, 'memory');
    const idle: WebSocket[] = [];
    const opening = Date.now();
    for (let i = 0; i < ready.idle.length; i += 100) {
      idle.push(...(await Promise.all(ready.idle.slice(i, i + 100).map((c) => openSocket(wsUrl, c)))));
    }
    const openedIn = Date.now() - opening;
    await new Promise((r) => setTimeout(r, 500));
    const after = await ask<Memory>(child, 'memory');
    const n = idle.length;
    console.log(
      `${n} idle authenticated sockets opened in ${(openedIn / 1000).toFixed(1)} s; API process RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
    );
    console.log(
      `Memory per socket: ${((after.rss - before.rss) / n / 1024).toFixed(1)} KB RSS, ${((after.heapUsed - before.heapUsed) / n / 1024).toFixed(1)} KB heap`,
    );

    const busy = await deliveries(base, receiver, ready.buyer, conversationId, MESSAGES);
    console.log(
      `POST → other party's socket (${n} sockets open)  median ${median(busy).toFixed(2)} ms   p95 ${p95(busy).toFixed(2)} ms   (${busy.length} messages)`,
    );
    const worst = Math.max(median(quiet), median(busy));
    console.log(
      `Delivery median ${worst.toFixed(2)} ms (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? 'within' : 'OVER'} target`,
    );

    for (const ws of idle) ws.terminate();
    receiver.terminate();
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
