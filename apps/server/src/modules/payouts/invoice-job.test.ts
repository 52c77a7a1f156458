import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INVOICE_SERIAL_MAX } from '@gigbazaar/shared/rules/statement';
import type { TStatement } from '@gigbazaar/shared/schemas/finance';
import type { App } from '../../app';
import { createTestApp, createTestApps } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { sellerWithSales } from '../../test/seller-sales';
import { invoiceSeries, jobs, mailOutbox, statementInvoices } from '../../platform/db/schema';
import {
  INVOICE_JOB,
  INVOICE_JOB_FIRST_MONTH,
  invoiceJobHandler,
  issueEndedMonths,
  scheduleInvoiceRun,
} from './invoice-job';

/**
 * The month-end invoice run (docs/decisions/023): once an IST month has ended, a durable job issues every seller's
 * commission invoice of it, sellers in id order, through the register. Each test works in a financial year of its
 * own (one before the real today, so sellers can open the statements) and starts the run at its own first month, so
 * it names the exact serials whatever the others issued. The worker is off: tests run jobs on a moved clock.
 */
let app: App;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
  buyer = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

type Seller = Awaited<ReturnType<typeof sellerWithSales>>;

/** A seller of this file's buyer with a sale on each of the given instants (see `sellerWithSales`). */
const withSales = (at: string[], overrides?: Parameters<typeof sellerWithSales>[3]) =>
  sellerWithSales(app, buyer.user.id, at, overrides);

async function statement(api: Seller['api'], month: string) {
  const res = await api.get(`/api/earnings/statement?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TStatement;
}

/** The register's invoices of one month, by serial: who got which number. */
const registerOf = async (month: string, target = app) =>
  (
    await target.deps.db
      .select({
        sellerId: statementInvoices.sellerId,
        serial: statementInvoices.serial,
        number: statementInvoices.number,
      })
      .from(statementInvoices)
      .where(eq(statementInvoices.month, month))
  ).sort((a, b) => a.serial - b.serial);

const byId = (sellers: Seller[]) => sellers.map((s) => s.id).sort();
const invoiceJobs = () => app.deps.db.select().from(jobs).where(eq(jobs.kind, INVOICE_JOB));

describe('the month-end invoice run', () => {
  it('issues every seller’s invoice of the ended month in seller order, once, and sellers then see those numbers', async () => {
    // Financial year 2019-20: May 2019. Sellers with a commission, one whose only sale bore none, one whose only sale
    // was cancelled (refunded), and a June sale (the month still running when the job runs).
    const paying = [];
    for (let i = 0; i < 5; i++) paying.push(await withSales([`2019-05-${10 + i}T06:30:00Z`]));
    const free = await withSales(['2019-05-05T06:30:00Z'], { commissionPaise: 0 });
    const cancelled = await withSales(['2019-05-06T06:30:00Z'], { status: 'cancelled' });
    const june = await withSales(['2019-06-02T06:30:00Z']);

    // 00:15 IST on 1 June 2019 (18:45 UTC on 31 May): May has ended; its run is due at 00:10 IST.
    const now = new Date('2019-05-31T18:45:00Z');
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, now, '2019-05')).toBe(true);
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, now, '2019-05')).toBe(false);
    const [queued] = await invoiceJobs();
    expect(queued).toMatchObject({ dedupeKey: '2019-05', payload: { through: '2019-05', from: '2019-05' } });
    expect(queued!.runAt.toISOString()).toBe('2019-05-31T18:40:00.000Z');
    // Not yet due at midnight IST.
    expect(await app.jobRunner.runDue({ now: new Date('2019-05-31T18:31:00Z') })).toBe(0);
    expect(await registerOf('2019-05')).toEqual([]);

    expect(await app.jobRunner.runDue({ now })).toBe(1);
    const [job] = await app.deps.db.select().from(jobs).where(eq(jobs.id, queued!.id));
    expect(job!.status).toBe('done');
    const issued = await registerOf('2019-05');
    expect(issued.map((r) => r.sellerId)).toEqual(byId(paying));
    expect(issued.map((r) => r.number)).toEqual([1, 2, 3, 4, 5].map((n) => `GB/19-20/00000${n}`));

    // Each seller opening the statement sees the job's number; the ones without a commission have none.
    for (const s of paying) {
      const own = issued.find((r) => r.sellerId === s.id)!;
      expect((await statement(s.api, '2019-05')).invoiceNumber).toBe(own.number);
    }
    expect((await statement(free.api, '2019-05')).invoiceNumber).toBeNull();
    expect((await statement(cancelled.api, '2019-05')).invoiceNumber).toBeNull();
    expect(await registerOf('2019-06')).toEqual([]);

    // A second run (a retry, another process, the job enqueued again after the done one was pruned) issues nothing.
    expect(await issueEndedMonths(app.deps.db, { from: '2019-05', through: '2019-05' }, now)).toEqual({
      issued: {},
      more: false,
    });
    expect(await registerOf('2019-05')).toEqual(issued);
    const [series] = await app.deps.db.select().from(invoiceSeries).where(eq(invoiceSeries.financialYear, '2019-20'));
    expect(series!.lastSerial).toBe(5);

    // June ends: its run issues June's one invoice, the next serial of the year.
    const julyFirst = new Date('2019-06-30T19:00:00Z');
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, julyFirst, '2019-05')).toBe(true);
    expect(await app.jobRunner.runDue({ now: julyFirst })).toBe(1);
    expect(await registerOf('2019-06')).toMatchObject([{ sellerId: june.id, number: 'GB/19-20/000006' }]);
  });

  it('with a statement opened while it runs, gives each seller one number: 1 to 20, no gap, no repeat', async () => {
    // Financial year 2017-18: August 2017.
    const sellers = [];
    for (let i = 0; i < 20; i++) sellers.push(await withSales([`2017-08-${10 + (i % 15)}T06:30:00Z`]));
    const now = new Date('2017-09-01T06:30:00Z');
    const [run, ...answers] = await Promise.all([
      issueEndedMonths(app.deps.db, { from: '2017-08', through: '2017-08' }, now),
      ...sellers.map(async (s) => (await statement(s.api, '2017-08')).invoiceNumber),
    ]);
    const issued = await registerOf('2017-08');
    expect(issued.map((r) => r.serial)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(issued.map((r) => r.sellerId).sort()).toEqual(byId(sellers));
    sellers.forEach((s, i) => expect(answers[i]).toBe(issued.find((r) => r.sellerId === s.id)!.number));
    // The run issued the ones no statement had taken first; together, every one once.
    expect(run.more).toBe(false);
    expect(run.issued['2017-08'] ?? 0).toBeLessThanOrEqual(20);
    for (const s of sellers) expect((await statement(s.api, '2017-08')).invoiceNumber).toMatch(/^GB\/17-18\/0000/);
  });

  it('catches up on every ended month it missed, oldest first, after the numbers statements already took', async () => {
    // Financial year 2018-19: the server was down from April to June 2018. One May statement was opened meanwhile.
    const april = [await withSales(['2018-04-03T06:30:00Z']), await withSales(['2018-04-20T06:30:00Z'])];
    const may = [await withSales(['2018-05-03T06:30:00Z']), await withSales(['2018-05-09T06:30:00Z'])];
    const june = [await withSales(['2018-06-03T06:30:00Z'])];
    expect((await statement(may[1]!.api, '2018-05')).invoiceNumber).toBe('GB/18-19/000001');

    // Back on 2 July 2018: one job, for June, issues April, then May, then June.
    const now = new Date('2018-07-02T06:30:00Z');
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, now, '2018-04')).toBe(true);
    expect(await app.jobRunner.runDue({ now })).toBe(1);
    const numbers = async (month: string) => (await registerOf(month)).map((r) => [r.sellerId, r.serial]);
    const [a1, a2] = byId(april);
    expect(await numbers('2018-04')).toEqual([
      [a1, 2],
      [a2, 3],
    ]);
    expect(await numbers('2018-05')).toEqual([
      [may[1]!.id, 1],
      [may[0]!.id, 4],
    ]);
    expect(await numbers('2018-06')).toEqual([[june[0]!.id, 5]]);
  });

  it('goes on in follow-up jobs when a month has more invoices than one run issues', async () => {
    // Financial year 2020-21: October 2020, seven sellers, three invoices a run.
    const sellers = [];
    for (let i = 0; i < 7; i++) sellers.push(await withSales([`2020-10-${10 + i}T06:30:00Z`]));
    app.jobRunner.register(invoiceJobHandler(app.deps.db, app.jobRunner, { maxPerRun: 3 }));
    try {
      const now = new Date('2020-11-01T06:30:00Z');
      expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, now, '2020-10')).toBe(true);
      for (let round = 0; round < 3; round++) expect(await app.jobRunner.runDue({ now })).toBe(1);
      expect(await app.jobRunner.runDue({ now })).toBe(0);
      const issued = await registerOf('2020-10');
      expect(issued.map((r) => r.sellerId)).toEqual(byId(sellers));
      expect(issued.map((r) => r.serial)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const parts = (await invoiceJobs())
        .filter((j) => j.dedupeKey?.startsWith('2020-10'))
        .sort((a, b) => (a.dedupeKey! < b.dedupeKey! ? -1 : 1));
      expect(parts.map((j) => [j.dedupeKey, j.status])).toEqual([
        ['2020-10', 'done'],
        ['2020-10#1', 'done'],
        ['2020-10#2', 'done'],
      ]);
    } finally {
      app.jobRunner.register(invoiceJobHandler(app.deps.db, app.jobRunner));
    }
  });

  it('is retried with backoff when issuing fails, and mails the admins when it gives up', async () => {
    const admin = await createUser(app, { isAdmin: true });
    // Financial year 2016-17, its series full: the register refuses the next serial.
    await withSales(['2016-09-10T06:30:00Z']);
    await app.deps.db.insert(invoiceSeries).values({ financialYear: '2016-17', lastSerial: INVOICE_SERIAL_MAX });
    const now = new Date('2016-10-01T06:30:00Z');
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, now, '2016-09')).toBe(true);
    expect(await app.jobRunner.runDue({ now })).toBe(1);
    const [job] = await app.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, INVOICE_JOB), eq(jobs.dedupeKey, '2016-09')));
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'The invoice series of 2016-17 is full.' });
    expect(job!.runAt.getTime()).toBeGreaterThan(now.getTime());

    // The last attempt fails too: the job is failed for good and every admin is mailed.
    await app.deps.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1 })
      .where(eq(jobs.id, job!.id));
    expect(await app.jobRunner.runDue({ now: job!.runAt })).toBe(1);
    const [failed] = await app.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(failed!.status).toBe('failed');
    const mails = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invoice-run'));
    expect(mails.map((m) => m.to)).toContain(admin.user.email);
    expect(mails[0]!.subject).toContain('2016-09');
    expect(mails[0]!.text).toContain('The invoice series of 2016-17 is full.');
    expect(await registerOf('2016-09')).toEqual([]);
  });

  it('issues no running month, and by default starts with November 2026 (earlier months are numbered when opened)', async () => {
    // A run whose payload names the running month issues only the months that have ended.
    await withSales(['2015-06-10T06:30:00Z']);
    expect(
      await issueEndedMonths(app.deps.db, { from: '2015-06', through: '2015-06' }, new Date('2015-06-20T06:30:00Z')),
    ).toEqual({ issued: {}, more: false });
    expect(await registerOf('2015-06')).toEqual([]);

    expect(INVOICE_JOB_FIRST_MONTH).toBe('2026-11');
    // During November 2026 the month that ended (October) is before the first: no job.
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, new Date('2026-11-26T06:30:00Z'))).toBe(false);
    // In December, November's.
    expect(await scheduleInvoiceRun(app.deps.db, app.jobRunner, new Date('2026-12-01T06:30:00Z'))).toBe(true);
    const [job] = (await invoiceJobs()).filter((j) => j.dedupeKey === '2026-11');
    expect(job!.payload).toEqual({ through: '2026-11', from: '2026-11' });
  });
});

describe('the month-end invoice run on two API processes', () => {
  it('is one job run once: both schedule it and both run their due work, and each invoice is issued once', async () => {
    const [one, two] = await createTestApps(2);
    try {
      const theirBuyer = await createUser(one!);
      const sellers: Seller[] = [];
      for (let i = 0; i < 6; i++)
        sellers.push(await sellerWithSales(one!, theirBuyer.user.id, [`2019-03-${10 + i}T06:30:00Z`]));
      const now = new Date('2019-04-01T06:30:00Z');
      const scheduled = await Promise.all(
        [one!, two!].map((a) => scheduleInvoiceRun(a.deps.db, a.jobRunner, now, '2019-03')),
      );
      expect(scheduled.filter(Boolean)).toHaveLength(1);
      // Both run their due work at once, and the same months by hand too (a run whose lease ran out, taken over).
      await Promise.all([
        one!.jobRunner.runDue({ now }),
        two!.jobRunner.runDue({ now }),
        issueEndedMonths(two!.deps.db, { from: '2019-03', through: '2019-03' }, now),
      ]);
      // Their own workers (on, on the real clock) may have taken the job first: let their rounds end.
      await Promise.all([one!.jobRunner.idle(), two!.jobRunner.idle()]);
      const issued = await registerOf('2019-03', one);
      expect(issued.map((r) => r.serial)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(issued.map((r) => r.sellerId).sort()).toEqual(byId(sellers));
      const runs = await one!.deps.db.select().from(jobs).where(eq(jobs.kind, INVOICE_JOB));
      expect(runs.map((j) => [j.dedupeKey, j.status, j.attempts])).toEqual([['2019-03', 'done', 1]]);
    } finally {
      await one!.close();
      await two!.close();
    }
  });
});
