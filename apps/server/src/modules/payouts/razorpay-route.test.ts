import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';
import { startRouteStandIn } from '../../test/razorpay-route-stand-in';
import { payoutAccounts } from '../../platform/db/schema';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'stand-in-key-secret';
const ACCOUNT = '123456789012';
const PAN = 'ABCPE1234F';
const good = {
  holderName: 'Ravi Kumar',
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  ifsc: 'HDFC0000317',
  pan: PAN,
};

let app: App;
let route: Awaited<ReturnType<typeof startRouteStandIn>>;
const logLines: string[] = [];
beforeAll(async () => {
  route = await startRouteStandIn(KEY_ID, KEY_SECRET);
  app = await createTestApp({
    logLevel: 'trace',
    payments: { provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'w', apiUrl: route.url },
  });
  app.logDestination!.write = (line: string) => {
    logLines.push(line);
    return true;
  };
});
afterEach(() => {
  route.state.mode = 'ok';
  route.received.length = 0;
});
afterAll(async () => {
  await app.close();
  await route.close();
});

describe('the Razorpay Route adapter against a stand-in of its linked-account API', () => {
  it('creates the linked account, its stakeholder and Route product, then sets the settlement account', async () => {
    const s = await createUser(app, { isSeller: true });
    const res = await as(app, s.cookie).put('/api/payouts/account', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountLast4: '9012', bankName: 'HDFC Bank', status: 'active' });
    expect(
      route.received.map((r) => `${r.method} ${r.path.replace(/acc_prd_\w+/, '{pid}').replace(/acc_\w+/, '{id}')}`),
    ).toEqual([
      'POST /v2/accounts',
      'POST /v2/accounts/{id}/stakeholders',
      'POST /v2/accounts/{id}/products',
      'PATCH /v2/accounts/{id}/products/{pid}',
    ]);
    expect(route.received.every((r) => r.auth)).toBe(true);
    const [create, stakeholder, product, settle] = route.received;
    expect(create!.idempotencyKey).toBe(`gb-linked-account-${s.user.id}`);
    expect(create!.body).toMatchObject({
      type: 'route',
      business_type: 'individual',
      legal_business_name: 'Ravi Kumar',
      contact_name: 'Ravi Kumar',
      email: s.user.email,
      legal_info: { pan: PAN },
      notes: { userId: s.user.id },
    });
    expect(stakeholder!.body).toMatchObject({ name: 'Ravi Kumar', email: s.user.email });
    expect(product!.body).toEqual({ product_name: 'route', tnc_accepted: true });
    expect(settle!.body).toEqual({
      settlements: { account_number: ACCOUNT, ifsc_code: 'HDFC0000317', beneficiary_name: 'Ravi Kumar' },
      tnc_accepted: true,
    });

    // A second save updates the same account and product: no new account is made.
    route.received.length = 0;
    expect((await as(app, s.cookie).put('/api/payouts/account', good)).statusCode).toBe(200);
    expect(route.received.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
  });

  it('keeps the details as pending while Route is down, and completes them on the next save', async () => {
    const s = await createUser(app, { isSeller: true });
    route.state.mode = 'down';
    const res = await as(app, s.cookie).put('/api/payouts/account', good);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    route.state.mode = 'ok';
    route.received.length = 0;
    expect((await as(app, s.cookie).put('/api/payouts/account', good)).json().status).toBe('active');
    expect(route.received[0]).toMatchObject({ method: 'POST', path: '/v2/accounts' });
    const [row] = await app.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, s.user.id));
    expect(row!.gatewayAccountId).toMatch(/^acc_/);
  });

  it('shows failed when Route refuses, and never logs the numbers Route echoes back', async () => {
    const s = await createUser(app, { isSeller: true });
    route.state.mode = 'refuse';
    const res = await as(app, s.cookie).put('/api/payouts/account', good);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('failed');
    expect(res.body).not.toContain(ACCOUNT);
    expect(logLines.some((l) => l.includes('payout linked account not completed'))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(ACCOUNT);
      expect(line).not.toContain(PAN);
    }
  });
});
