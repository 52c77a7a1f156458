import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { PAYOUT_MSG } from '@gigbazaar/shared/schemas/payouts';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createGig, createOrder, createUser } from '../../test/factories';
import { expectBalancedLedger } from '../../test/ledger';
import { payoutAccounts } from '../../platform/db/schema';
import { bookMovement } from '../orders/ledger';
import { open } from './sealed';
import { csvCell } from './earnings-service';
import { financialYearStart } from '@gigbazaar/shared/rules/payout-tax';

const ACCOUNT = '123456789012';
const PAN = 'ABCPE1234F';
const good = {
  holderName: 'Asha Verma',
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  ifsc: 'SBIN0001234',
  pan: PAN,
};

let app: App;
const logLines: string[] = [];
beforeAll(async () => {
  // Logs on (every level) and captured, to prove no line carries an account number or PAN.
  app = await createTestApp({ logLevel: 'trace' });
  app.logDestination!.write = (line: string) => {
    logLines.push(line);
    return true;
  };
});
afterEach(async () => {
  await expectBalancedLedger(app);
});
afterAll(async () => {
  await app.close();
});

const seller = async () => {
  const s = await createUser(app, { isSeller: true });
  return { ...s, api: as(app, s.cookie) };
};

describe('PUT/GET /payouts/account', () => {
  it('saves through the sandbox linked account, answers masked, and keeps the numbers sealed at rest', async () => {
    const { user, api } = await seller();
    expect((await api.get('/api/payouts/account')).statusCode).toBe(404);
    const saved = await api.put('/api/payouts/account', { ...good, ifsc: ' sbin 0001234', pan: 'abcpe1234f' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const masked = {
      holderName: 'Asha Verma',
      accountLast4: '9012',
      ifsc: 'SBIN0001234',
      bankName: 'State Bank of India',
      panLast4: '234F',
      status: 'active',
    };
    expect(saved.json()).toEqual(masked);
    const got = await api.get('/api/payouts/account');
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.json()).toEqual(masked);
    for (const body of [saved.body, got.body]) {
      expect(body).not.toContain(ACCOUNT);
      expect(body).not.toContain(PAN);
    }

    // At rest: the whole row, as text, holds neither the number nor the PAN; the sealed values open with the key.
    const [raw] = await app.deps.db
      .execute<{ row: string }>(
        sql`select row_to_json(p)::text as row from payout_accounts p where user_id = ${user.id}`,
      )
      .then((r) => ('rows' in r ? r.rows : r) as { row: string }[]);
    expect(raw!.row).not.toContain(ACCOUNT);
    expect(raw!.row).not.toContain(PAN);
    const [row] = await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(open(app.deps.config.payoutEncryptionKey, user.id, 'account', row!.accountNumberEnc)).toBe(ACCOUNT);
    expect(open(app.deps.config.payoutEncryptionKey, user.id, 'pan', row!.panEnc!)).toBe(PAN);
    expect(row!.gatewayAccountId).toMatch(/^acc_/);
    expect(row!.gatewayProductId).toMatch(/^acc_prd_/);

    // An update keeps the linked account and product, and a PAN can be taken away.
    const updated = await api.put('/api/payouts/account', {
      ...good,
      accountNumber: '5555 6666 7777',
      confirmAccountNumber: '555566667777',
      ifsc: 'ZZZZ0ABC123',
      pan: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({
      holderName: 'Asha Verma',
      accountLast4: '7777',
      ifsc: 'ZZZZ0ABC123',
      status: 'active',
    });
    const [after] = await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(after!.gatewayAccountId).toBe(row!.gatewayAccountId);
    expect(after!.gatewayProductId).toBe(row!.gatewayProductId);
    expect(after!.panEnc).toBeNull();

    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(ACCOUNT);
      expect(line).not.toContain('555566667777');
      expect(line).not.toContain(PAN);
    }
  });

  it('keeps the PAN on file when a save leaves it out (a new bank account), so later sales keep the 0.1 % TDS', async () => {
    const { user, api } = await seller();
    expect((await api.put('/api/payouts/account', good)).statusCode).toBe(200);
    const { pan: _left, ...withoutPan } = good;
    const moved = await api.put('/api/payouts/account', {
      ...withoutPan,
      accountNumber: '444455556666',
      confirmAccountNumber: '444455556666',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ accountLast4: '6666', panLast4: '234F' });
    const [row] = await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    expect(open(app.deps.config.payoutEncryptionKey, user.id, 'pan', row!.panEnc!)).toBe(PAN);
    expect(open(app.deps.config.payoutEncryptionKey, user.id, 'account', row!.accountNumberEnc)).toBe('444455556666');
    // A PAN sealed under an earlier key cannot be sent again, but it is not lost either (and no 500).
    await app.deps.db
      .update(payoutAccounts)
      .set({ panEnc: 'v1.AAAA.AAAA.AAAA' })
      .where(eq(payoutAccounts.userId, user.id));
    const unopened = await api.put('/api/payouts/account', {
      ...withoutPan,
      accountNumber: '444455556666',
      confirmAccountNumber: '444455556666',
    });
    expect(unopened.statusCode, unopened.body).toBe(200);
    expect(unopened.json().panLast4).toBe('234F');
    // Sent empty, it is taken away.
    const removed = await api.put('/api/payouts/account', { ...good, pan: '' });
    expect(removed.json().panLast4).toBeUndefined();
    for (const line of logLines) expect(line).not.toContain(PAN);
  });

  it('answers 400 with a sentence for a bad IFSC, mismatched numbers, a bad PAN or account number', async () => {
    const { api } = await seller();
    const cases: Array<[object, string, string]> = [
      [{ ifsc: 'SBIN1001234' }, 'ifsc', PAYOUT_MSG.ifsc],
      [{ ifsc: 'SB' }, 'ifsc', PAYOUT_MSG.ifsc],
      [{ confirmAccountNumber: '123456789013' }, 'confirmAccountNumber', PAYOUT_MSG.accountMismatch],
      [{ pan: 'ABCCE1234F' }, 'pan', PAYOUT_MSG.pan],
      [{ accountNumber: '12ab', confirmAccountNumber: '12ab' }, 'accountNumber', PAYOUT_MSG.accountNumber],
      [{ holderName: '' }, 'holderName', PAYOUT_MSG.holderName],
      [{ ifsc: 42 }, 'ifsc', PAYOUT_MSG.ifsc],
    ];
    for (const [change, field, message] of cases) {
      const res = await api.put('/api/payouts/account', { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(res.body).not.toContain(ACCOUNT);
    }
    expect((await api.put('/api/payouts/account', { holderName: 'A' })).statusCode).toBe(400);
    expect((await api.get('/api/payouts/account')).statusCode).toBe(404);
  });

  it('is for sellers only: a buyer gets 403, a visitor 401, and nobody sees another seller’s account', async () => {
    const owner = await seller();
    expect((await owner.api.put('/api/payouts/account', good)).statusCode).toBe(200);
    const other = await seller();
    expect((await other.api.get('/api/payouts/account')).statusCode).toBe(404);
    const buyer = await createUser(app);
    const asBuyer = as(app, buyer.cookie);
    const denied = await asBuyer.get('/api/payouts/account');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(PAYOUT_MSG.onlySellers);
    expect((await asBuyer.put('/api/payouts/account', good)).statusCode).toBe(403);
    expect((await asBuyer.get('/api/earnings')).statusCode).toBe(403);
    expect((await asBuyer.get('/api/earnings.csv')).statusCode).toBe(403);
    expect((await as(app).get('/api/payouts/account')).statusCode).toBe(401);
    expect((await as(app).get('/api/earnings')).statusCode).toBe(401);
    // The session's user row decides: a body claiming to be a seller changes nothing.
    expect((await asBuyer.put('/api/payouts/account', { ...good, isSeller: true })).statusCode).toBe(403);
  });

  it('erases the payout account when the seller closes their account', async () => {
    const { user, api } = await seller();
    expect((await api.put('/api/payouts/account', good)).statusCode).toBe(200);
    expect((await api.del(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id))).toEqual([]);
  });

  it('limits saves per seller per day (each costs gateway calls)', async () => {
    const { api } = await seller();
    for (let i = 0; i < 5; i++) expect((await api.put('/api/payouts/account', good)).statusCode).toBe(200);
    const limited = await api.put('/api/payouts/account', good);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(PAYOUT_MSG.tooManySaves);
  });
});

describe('GET /earnings and /earnings.csv', () => {
  async function sales() {
    const s = await seller();
    const buyer = await createUser(app, { username: `=cmd_${Date.now().toString(36)}` });
    const gig = await createGig(app, { userId: s.user.id, price: 333, title: 'Logo, "modern" design' });
    const at = (iso: string) => new Date(iso);
    const made = [];
    for (const [i, createdAt] of ['2026-09-10T10:00:00Z', '2026-10-05T10:00:00Z', '2026-11-20T10:00:00Z'].entries()) {
      const order = await createOrder(app, gig.id, buyer.user.id, {
        commissionPaise: 3_330,
        createdAt: at(createdAt),
        status: i === 0 ? 'released' : 'paid',
      });
      const ledgerOrder = { ...order, commissionPaise: 3_330 };
      await bookMovement(app.deps.db, ledgerOrder, 'payment');
      if (i === 0) await bookMovement(app.deps.db, ledgerOrder, 'release');
      made.push(order);
    }
    return { s, buyer, made };
  }

  it('lists the seller’s sales with the split to the paisa, totals, months, and pages with X-Next-Cursor', async () => {
    const { s, buyer, made } = await sales();
    // No PAN yet: 5 % TDS (section 206AA).
    const res = await s.api.get('/api/earnings?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.rows).toHaveLength(2);
    expect(body.rows[0]).toEqual({
      orderId: made[2]!.id,
      gigTitle: 'Logo, "modern" design',
      buyer: buyer.user.username,
      date: '2026-11-20T10:00:00.000Z',
      price: 333,
      commission: 33.3,
      gst: 5.99,
      tds: 16.65,
      net: 277.06,
      transferStatus: 'held',
    });
    const next = res.headers[NEXT_CURSOR_HEADER] as string;
    expect(next).toBeTruthy();
    const page2 = await s.api.get(`/api/earnings?limit=2&cursor=${encodeURIComponent(next)}`);
    expect(page2.json().rows.map((r: { orderId: string }) => r.orderId)).toEqual([made[0]!.id]);
    expect(page2.json().rows[0].transferStatus).toBe('released');
    expect(page2.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(body.totals.inEscrow).toBe(554.12);
    // Released by the ledger's release movement, booked just now: this month.
    expect(body.totals.released).toBe(277.06);
    expect(body.totals.paidOut).toBe(0);
    const now = new Date();
    const inYear = made.filter((o) => o.createdAt >= financialYearStart(now)).length;
    expect(body.totals.tdsThisYear).toBe(Math.round(inYear * 1665) / 100);
    const yearAgo = now.getTime() - 365 * 24 * 3600 * 1000;
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      made.filter((o) => o.createdAt.getTime() > yearAgo).map((o) => o.createdAt.toISOString().slice(0, 7)),
    );

    // With a PAN the TDS is 0.1 %: ₹0.33 on ₹333.
    expect((await s.api.put('/api/payouts/account', good)).statusCode).toBe(200);
    const withPan = (await s.api.get('/api/earnings')).json();
    expect(withPan.rows[0]).toMatchObject({ tds: 0.33, net: 293.38 });

    // from/to bound the sale date.
    const october = (await s.api.get('/api/earnings?from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z')).json();
    expect(october.rows.map((r: { orderId: string }) => r.orderId)).toEqual([made[1]!.id]);
    expect((await s.api.get('/api/earnings?from=yesterday')).statusCode).toBe(400);
    expect((await s.api.get('/api/earnings?cursor=nonsense')).statusCode).toBe(400);

    // Another seller sees none of it.
    const other = await seller();
    const theirs = (await other.api.get('/api/earnings')).json();
    expect(theirs.rows).toEqual([]);
    expect(theirs.totals).toEqual({ inEscrow: 0, released: 0, paidOut: 0, tdsThisYear: 0 });
  });

  it('downloads the same rows as CSV, quoted and safe from formula injection', async () => {
    const { s, buyer } = await sales();
    const res = await s.api.get('/api/earnings.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order,Gig,Buyer,Date,Price,Commission,GST,TDS,Net,Transfer');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `,"Logo, ""modern"" design",'${buyer.user.username},2026-11-20,333.00,33.30,5.99,16.65,277.06,held`,
    );
  });

  it('quotes cells and defuses formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(-5)).toBe('-5');
  });
});
