import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';
import { as, createGig, createOrder, createUser } from '../test/factories';
import { mailStandIn } from '../test/mail-stand-in';
import { jobs, mailOutbox } from './db/schema';
import { JobRunner } from './jobs/runner';
import { enqueueMail, MAIL_JOB, MAIL_MAX_ATTEMPTS, mailDeliveryHandler } from './mail-outbox';

const mailer = mailStandIn();
let app: App;
beforeAll(async () => {
  // No worker of its own: each test runs the queue itself, with the clock where it wants it.
  app = await createTestApp({}, { jobWorker: false, mailer });
});
beforeEach(() => {
  mailer.state.fail = false;
  mailer.state.delayMs = 0;
});
afterAll(async () => {
  await app.close();
});

async function completedOrderMail(note = 'All files are in the shared folder.') {
  const seller = await createUser(app, { isSeller: true });
  const buyer = await createUser(app);
  const gig = await createGig(app, { userId: seller.user.id, price: 1000 });
  const { id: orderId } = await createOrder(app, gig.id, buyer.user.id);
  const done = await as(app, seller.cookie).put(`/api/orders/complete/${orderId}`, { sellerMessage: note });
  expect(done.statusCode, done.body).toBe(200);
  const [mail] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, buyer.user.email), eq(mailOutbox.kind, 'order-complete')));
  return { mail: mail!, buyer, seller, orderId };
}
const mailRow = async (id: string) => (await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const mailJob = async (id: string) =>
  (
    await app.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.dedupeKey, id)))
  )[0]!;
const sentTo = (to: string) => mailer.sent.filter((m) => m.to === to);

describe('the mail outbox', () => {
  it('quotes the seller’s note through the moderation redactor: a site the moderator lets pass as a topic is removed', async () => {
    const { mail } = await completedOrderMail('Mockups are ready. Compare them with instagram.com when you review.');
    expect(mail.text).toContain(
      'Message from the seller:\nMockups are ready. Compare them with [removed] when you review.',
    );
  });

  it('writes the mail with the change it announces, sends it from the job, and keeps no body of sent mail', async () => {
    const { mail, buyer } = await completedOrderMail();
    // Committed with the order's completion, before any worker ran.
    expect(mail).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
    expect(mail.text).toContain('All files are in the shared folder.');
    expect((await mailJob(mail.id)).status).toBe('queued');
    expect(sentTo(buyer.user.email)).toHaveLength(0);

    await app.jobRunner.runDue();
    expect(sentTo(buyer.user.email)).toHaveLength(1);
    expect(sentTo(buyer.user.email)[0]!.text).toContain(
      'Message from the seller:\nAll files are in the shared folder.',
    );
    const sent = await mailRow(mail.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, text: '' });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect((await mailJob(mail.id)).status).toBe('done');
    // Run again: nothing is sent twice.
    await app.jobRunner.runDue();
    expect(sentTo(buyer.user.email)).toHaveLength(1);
  });

  it('retries a mail the SMTP server refuses with exponential backoff, then lists it as failed for admins', async () => {
    mailer.state.fail = 'connect ECONNREFUSED 127.0.0.1:25';
    const { mail, buyer } = await completedOrderMail();
    let now = new Date();
    let previousDelay = 0;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await app.jobRunner.runDue({ now }), `attempt ${attempt}`).toBe(1);
      const row = await mailRow(mail.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('connect ECONNREFUSED 127.0.0.1:25');
      if (attempt === MAIL_MAX_ATTEMPTS) break;
      expect(row.status).toBe('queued');
      const job = await mailJob(mail.id);
      const delay = job.runAt.getTime() - now.getTime();
      // 2 s, 4 s, 8 s … capped at an hour, each within ±20 %.
      const plain = Math.min(3_600_000, 2_000 * 2 ** (attempt - 1));
      expect(delay).toBeGreaterThanOrEqual(plain * 0.8);
      expect(delay).toBeLessThanOrEqual(plain * 1.2);
      if (plain < 3_600_000) expect(delay).toBeGreaterThan(previousDelay);
      previousDelay = delay;
      // Not a moment early.
      expect(await app.jobRunner.runDue({ now: new Date(job.runAt.getTime() - 1) })).toBe(0);
      now = job.runAt;
    }
    expect(await mailRow(mail.id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect((await mailJob(mail.id)).status).toBe('failed');
    expect(sentTo(buyer.user.email)).toHaveLength(0);

    // Admins see it (without its body); everyone else gets the not-found answer.
    const admin = await createUser(app, { isAdmin: true });
    const list = await as(app, admin.cookie).get('/api/admin/mail?status=failed');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = list.json().find((m: { _id: string }) => m._id === mail.id);
    expect(listed).toMatchObject({
      to: buyer.user.email,
      kind: 'order-complete',
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      sentAt: null,
    });
    expect(listed).not.toHaveProperty('text');
    expect(JSON.stringify(list.json())).not.toContain('shared folder');
    const someone = await createUser(app);
    for (const cookie of [someone.cookie, undefined]) {
      expect((await as(app, cookie).get('/api/admin/mail?status=failed')).statusCode).toBe(404);
      expect((await as(app, cookie).post(`/api/admin/mail/${mail.id}/retry`)).statusCode).toBe(404);
    }
    expect((await as(app, admin.cookie).get('/api/admin/mail?status=lost')).statusCode).toBe(400);

    // The admin retries once SMTP is back: it goes out once.
    mailer.state.fail = false;
    const retried = await as(app, admin.cookie).post(`/api/admin/mail/${mail.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', lastError: null });
    expect((await as(app, admin.cookie).post(`/api/admin/mail/${mail.id}/retry`)).statusCode).toBe(409);
    await app.jobRunner.runDue();
    expect(sentTo(buyer.user.email)).toHaveLength(1);
    expect(await mailRow(mail.id)).toMatchObject({ status: 'sent' });
    const failedNow = (await as(app, admin.cookie).get('/api/admin/mail?status=failed')).json();
    expect(failedNow.map((m: { _id: string }) => m._id)).not.toContain(mail.id);
  });

  it('masks a one-time code on record, and drops a code that expired before it could be sent', async () => {
    const email = `otp.${Date.now()}@example.in`;
    expect((await as(app).post('/api/auth/send-otp', { email })).statusCode).toBe(200);
    const [queued] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued!.kind).toBe('otp');
    expect(queued!.expiresAt!.getTime() - queued!.createdAt.getTime()).toBeLessThanOrEqual(
      LIMITS.otpTtlMinutes * 60_000 + 1_000,
    );
    await app.jobRunner.runDue();
    const code = /\b(\d{6})\b/.exec(sentTo(email)[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const sent = await mailRow(queued!.id);
    expect(sent.text).toBe('');
    expect(sent.subject).not.toContain(code);

    // SMTP is down for longer than the code lives: the mail fails instead of delivering a dead code.
    mailer.state.fail = 'connect ECONNREFUSED';
    const late = `late.${Date.now()}@example.in`;
    await as(app).post('/api/auth/send-otp', { email: late });
    const [lateMail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, late));
    await app.jobRunner.runDue();
    mailer.state.fail = false;
    await app.jobRunner.runDue({ now: new Date(Date.now() + (LIMITS.otpTtlMinutes + 1) * 60_000) });
    expect(await mailRow(lateMail!.id)).toMatchObject({
      status: 'failed',
      lastError: 'It expired before it could be sent.',
    });
    expect(sentTo(late)).toHaveLength(0);
    const admin = await createUser(app, { isAdmin: true });
    const listed = (await as(app, admin.cookie).get('/api/admin/mail?status=failed')).json();
    const shown = listed.find((m: { _id: string }) => m._id === lateMail!.id);
    expect(shown.subject).toMatch(/^Your GigBazaar code: •{6}$/);
  });

  it('never sends one mail twice when two workers (two processes) run the queue at once', async () => {
    const counting = mailStandIn();
    counting.state.delayMs = 5;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await enqueueMail(app.deps.db, {
          to: `twice.${i}@example.in`,
          subject: `Hello ${i}`,
          text: 'x',
          kind: 'notice',
        }),
      );
    }
    const quiet = { ...app.log, debug: () => {}, warn: () => {}, error: () => {} } as unknown as App['log'];
    const workers = [0, 1].map(
      () => new JobRunner(app.deps.db, quiet, [mailDeliveryHandler(app.deps.db, counting, quiet)], { batch: 3 }),
    );
    await Promise.all(workers.map((w) => w.runDue()));
    const recipients = counting.sent.map((m) => m.to).filter((to) => to.startsWith('twice.'));
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
    for (const id of ids) expect((await mailRow(id)).status).toBe('sent');
  });
});
