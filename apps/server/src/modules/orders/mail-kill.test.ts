import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../platform/config';
import { jobs, mailOutbox, orders } from '../../platform/db/schema';
import { createGig, createOrder, createUser } from '../../test/factories';
import { freePort, startServerProcess, waitFor } from '../../test/fault-services';

/**
 * Mail must not live only in memory after the response (docs/decisions/014): a real server process completes an order
 * while its SMTP server is absent, and is killed with SIGKILL before the mail could go out. Restarted with SMTP up, it
 * delivers the buyer's mail from the outbox, exactly once.
 */
const SESSION_SECRET = 'mail-kill-test-session-secret-0123456789ab';

let dataDir: string;
let smtpPort: number;
let server: ChildProcess | undefined;
let port: number;
let sellerCookie: string;
let buyerEmail: string;
let orderId: string;
const received: Array<{ to: string; raw: string }> = [];
let smtp: SMTPServer | undefined;

let output = '';

async function startServer() {
  port = await freePort();
  output = '';
  server = await startServerProcess({
    port,
    dataDir,
    stdio: 'pipe',
    env: {
      NODE_ENV: 'development',
      SESSION_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}

async function stopServer(signal: 'SIGKILL' | 'SIGTERM') {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  server = undefined;
}

function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]!.address, raw });
        callback();
      });
    },
  });
  return new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
}

const openEmbedded = () =>
  buildApp(testConfig({ dataDir, databaseUrl: undefined, sessionSecret: SESSION_SECRET }), { jobWorker: false });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gb-mail-kill-'));
  smtpPort = await freePort(); // nothing listens there until the restart
  const app = await openEmbedded();
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const gig = await createGig(app, { userId: seller.user.id, price: 1500 });
  orderId = (await createOrder(app, gig.id, buyer.user.id)).id;
  sellerCookie = seller.cookie;
  buyerEmail = buyer.user.email;
  await app.close();
}, 180_000);

afterAll(async () => {
  await stopServer('SIGKILL');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

it('completes an order with SMTP absent, dies by SIGKILL, and after a restart with SMTP up the mail arrives once', async () => {
  await startServer();
  const res = await fetch(`http://127.0.0.1:${port}/api/orders/complete/${orderId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: sellerCookie },
    body: JSON.stringify({ sellerMessage: 'The final files are attached to the order.' }),
  });
  expect(res.status).toBe(200);
  // The worker tried at once, found no SMTP server and scheduled a retry; then the process dies.
  await waitFor('the first attempt to fail', async () => output.includes('job mail failed; it will be retried'));
  await stopServer('SIGKILL');
  expect(received).toHaveLength(0);

  await startSmtp();
  await startServer();
  await waitFor('the mail to arrive', async () => received.some((m) => m.to === buyerEmail), 30_000);
  // A graceful stop lets any run in flight finish; then the books of the outbox are read.
  await stopServer('SIGTERM');
  const mails = received.filter((m) => m.to === buyerEmail);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.raw).toContain('The final files are attached to the order.');

  const app = await openEmbedded();
  try {
    const [order] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('completed');
    const [mail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyerEmail));
    expect(mail).toMatchObject({ status: 'sent', kind: 'order-complete', text: '' });
    const [job] = await app.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, mail!.id));
    expect(job!.status).toBe('done');
  } finally {
    await app.close();
  }
}, 240_000);
