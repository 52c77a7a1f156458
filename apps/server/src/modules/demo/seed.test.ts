import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CATEGORY_VALUES } from '@gigbazaar/shared/constants';
import { IMAGE_VARIANT_WIDTHS, imageVariant } from '@gigbazaar/shared/rules/images';
import { topRatedScore } from '@gigbazaar/shared/rules/top-rated';
import { expectBalancedLedger } from '../../test/ledger';
import type { App } from '../../app';
import {
  conversations,
  gigs,
  ledgerEntries,
  messages,
  orderEvents,
  orderFiles,
  orders,
  payoutAccounts,
  refunds,
  reviews,
  transfers,
  users,
} from '../../platform/db/schema';
import { ACCOUNT_NUMBER_PATTERN, PAN_PATTERN } from '@gigbazaar/shared/rules/bank-account';
import type { TAdminFinance } from '@gigbazaar/shared/schemas/finance';
import { as } from '../../test/factories';
import { JSON_HEADERS, sessionCookie } from '../../test/test-app';
import { open } from '../payouts/sealed';
import { ORDER_STATE_INFO } from '@gigbazaar/shared/rules/order-lifecycle';
import { moderateMessage } from '../moderation';
import { judgeAfterPrevious } from '../moderation/split-messages';
import { LocalStorage, parseStoredUrl } from '../../platform/storage';
import { createTestApp } from '../../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed-demo-data';

let app: App;
const lines: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  // Uploads go under the test app's own temporary data directory.
  expect(app.deps.storage).toBeInstanceOf(LocalStorage);
  expect((app.deps.storage as LocalStorage).root.startsWith(app.deps.config.dataDir)).toBe(true);
  await seedDemoData(app.deps, app.deps.storage, (l) => lines.push(l));
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const stored = (url: string) => app.deps.storage.exists('public', parseStoredUrl(url)?.key ?? '');

describe('demo data seed', () => {
  it('creates the demo accounts and logs what it listed', async () => {
    const rows = await app.deps.db.select({ username: users.username }).from(users);
    expect(rows.map((r) => r.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    expect(lines.join('\n')).toMatch(/Seeded \d+ demo gigs with \d+ reviews, \d+ orders and \d+ conversations/);
  });

  it('lists at least 60 gigs across all 14 categories, by sellers only', async () => {
    const all = await app.deps.db.select().from(gigs);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((g) => g.cat))).toEqual(new Set(CATEGORY_VALUES));
    const people = new Map((await app.deps.db.select().from(users)).map((u) => [u.id, u]));
    for (const g of all) {
      expect(people.get(g.userId)?.isSeller).toBe(true);
      expect(g.pricePaise % 100).toBe(0);
      expect(g.searchVector).toBeTruthy();
    }
  });

  it('gives every gig a cover and 4 images, each stored full size and as every narrower variant', async () => {
    const all = await app.deps.db.select({ cover: gigs.cover, images: gigs.images }).from(gigs);
    const urls = new Set<string>();
    for (const g of all) {
      expect(g.images).toHaveLength(4);
      for (const url of [g.cover, ...g.images]) {
        expect(url).toMatch(/^\/uploads\/public\/gigs\/[a-z0-9-]+\.webp$/);
        expect(await stored(url), url).toBe(true);
        for (const w of IMAGE_VARIANT_WIDTHS) expect(await stored(imageVariant(url, w)), url).toBe(true);
        urls.add(url);
      }
    }
    expect(urls.size).toBe(all.length * 5);
  });

  it('keeps star totals and the top-rated score equal to the reviews, and sellers never review themselves', async () => {
    const all = await app.deps.db.select().from(gigs);
    const revs = await app.deps.db.select().from(reviews);
    expect(revs.length).toBeGreaterThan(all.length * 2);
    for (const g of all) {
      const mine = revs.filter((r) => r.gigId === g.id);
      expect(g.starNumber).toBe(mine.length);
      expect(g.totalStars).toBe(mine.reduce((s, r) => s + r.star, 0));
      expect(g.ratingScore).toBeCloseTo(topRatedScore(g.totalStars, g.starNumber), 10);
      for (const r of mine) {
        expect(r.userId).not.toBe(g.userId);
        expect(r.star).toBeGreaterThanOrEqual(1);
        expect(r.star).toBeLessThanOrEqual(5);
        expect(r.createdAt.getTime()).toBeGreaterThan(g.createdAt.getTime());
      }
    }
    expect(all.filter((g) => g.starNumber === 0).length).toBeGreaterThan(0);
  });

  it('backs about half the reviews with a released order copied from the gig, and gives every demo buyer open work', async () => {
    const all = new Map((await app.deps.db.select().from(gigs)).map((g) => [g.id, g]));
    const revs = await app.deps.db.select().from(reviews);
    const ords = await app.deps.db.select().from(orders);
    const released = ords.filter((o) => o.status === 'released');
    expect(released.length).toBeGreaterThan(revs.length * 0.3);
    expect(released.length).toBeLessThan(revs.length * 0.7);
    const reviewed = new Set(revs.map((r) => `${r.gigId}:${r.userId}`));
    for (const o of ords) {
      const g = all.get(o.gigId)!;
      // Released orders were reviewed; open ones (in progress, or completed and awaiting approval) not yet.
      expect(reviewed.has(`${o.gigId}:${o.buyerId}`)).toBe(o.status === 'released');
      expect(o.sellerId).toBe(g.userId);
      expect(o.buyerId).not.toBe(g.userId);
      expect([o.title, o.img, o.pricePaise]).toEqual([g.title, g.cover, g.pricePaise]);
      expect(o.paymentIntent).toMatch(/^pay_demo_[0-9a-f]+$/);
      expect(o.isCompleted).toBe(ORDER_STATE_INFO[o.status].isCompleted);
      if (o.completedAt) expect(o.completedAt.getTime()).toBeGreaterThan(o.createdAt.getTime());
    }
    const buyers = await app.deps.db.select().from(users).where(eq(users.isSeller, false));
    for (const b of buyers) {
      const mine = ords.filter((o) => o.buyerId === b.id).map((o) => o.status);
      expect(mine).toContain('paid');
      expect(mine).toContain('completed');
    }
    await expectBalancedLedger(app);
    for (const g of all.values()) {
      expect(g.sales).toBeGreaterThanOrEqual(ords.filter((o) => o.gigId === g.id).length);
    }
  });

  it('gives the first demo buyer an order in every later lifecycle state, with timelines, files and a processed refund', async () => {
    const ords = await app.deps.db.select().from(orders);
    const buyer = (await app.deps.db.select().from(users).where(eq(users.isSeller, false))).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    )[0]!;
    const mine = ords.filter((o) => o.buyerId === buyer.id);
    const byState = (s: string) => mine.filter((o) => o.status === s);
    expect(byState('in_revision')).toHaveLength(1);
    expect(byState('disputed')).toHaveLength(1);
    expect(byState('cancelled')).toHaveLength(2);
    expect(byState('paid').some((o) => o.dueAt!.getTime() < Date.now() - 24 * 3_600_000)).toBe(true);
    const delivered = await app.deps.db.select().from(orderFiles);
    expect(delivered.some((f) => byState('completed').some((o) => o.id === f.orderId))).toBe(true);
    const cancelledRefunds = await app.deps.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          byState('cancelled').map((o) => o.id),
        ),
      );
    // One refunded and booked; one the gateway refused, waiting for an admin's retry (nothing booked for it).
    expect(cancelledRefunds.map((r) => r.status).sort()).toEqual(['failed', 'processed']);
    for (const r of cancelledRefunds) {
      expect(r.amountPaise).toBe(byState('cancelled').find((o) => o.id === r.orderId)!.pricePaise);
    }
    const events = await app.deps.db.select().from(orderEvents);
    for (const o of ords) expect(events.some((e) => e.orderId === o.id && e.type === 'paid')).toBe(true);
    expect(events.find((e) => e.orderId === byState('disputed')[0]!.id && e.type === 'dispute')).toBeDefined();
    for (const e of events.filter((x) => x.message)) expect(moderateMessage(e.message!).ok, e.message!).toBe(true);
    await expectBalancedLedger(app);
  });

  it('gives every demo buyer conversations about their open orders, some unread, that pass the moderator', async () => {
    const ords = await app.deps.db.select().from(orders);
    const chats = await app.deps.db.select().from(conversations);
    const lines = await app.deps.db.select().from(messages).orderBy(messages.seq);
    const buyers = await app.deps.db.select().from(users).where(eq(users.isSeller, false));
    for (const b of buyers) expect(chats.some((c) => c.buyerId === b.id)).toBe(true);
    expect(chats.some((c) => !c.readByBuyer)).toBe(true);
    expect(chats.some((c) => !c.readBySeller)).toBe(true);
    for (const c of chats) {
      // Tied to an order between the two, addressed by the pair's id like every conversation.
      expect(ords.some((o) => o.buyerId === c.buyerId && o.sellerId === c.sellerId && o.status !== 'released')).toBe(
        true,
      );
      expect(c.id).toBe([c.buyerId, c.sellerId].sort().join('_'));
      const mine = lines.filter((m) => m.conversationId === c.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      // Sequence follows time, both parties speak, and the preview is the last message.
      const times = mine.map((m) => m.createdAt.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(new Set(mine.map((m) => m.userId))).toEqual(new Set([c.buyerId, c.sellerId]));
      expect(c.lastMessage).toBe(mine.at(-1)!.desc);
      expect(c.lastMessageTime?.getTime()).toBe(mine.at(-1)!.createdAt.getTime());
      expect(times.at(-1)!).toBeLessThan(Date.now());
    }
    for (const m of lines) expect(moderateMessage(m.desc), m.desc).toEqual({ ok: true });
    // And as a conversation reads them: each after its sender's previous few (the split-message check).
    for (const m of lines) {
      const before = lines.filter(
        (x) => x.conversationId === m.conversationId && x.userId === m.userId && x.seq < m.seq,
      );
      expect(
        judgeAfterPrevious(
          before.map((x) => x.desc),
          m.desc,
        ),
        m.desc,
      ).toEqual({ ok: true });
    }
  });

  it('gives every demo seller a sealed payout account, and the books reconcile with no mismatch', async () => {
    const sellers = await app.deps.db.select().from(users).where(eq(users.isSeller, true));
    const accounts = new Map((await app.deps.db.select().from(payoutAccounts)).map((a) => [a.userId, a]));
    expect(sellers.length).toBeGreaterThan(0);
    for (const s of sellers) {
      const a = accounts.get(s.id);
      expect(a, s.username).toBeDefined();
      const key = app.deps.config.payoutEncryptionKey;
      const number = open(key, s.id, 'account', a!.accountNumberEnc);
      const pan = open(key, s.id, 'pan', a!.panEnc!);
      expect(number).toMatch(ACCOUNT_NUMBER_PATTERN);
      expect(pan).toMatch(PAN_PATTERN);
      expect([a!.accountLast4, a!.panLast4]).toEqual([number.slice(-4), pan.slice(-4)]);
      expect(a!.status).toBe('active');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { username: DEMO_USERS.find((u) => u.role === 'admin')!.username, password: DEMO_PASSWORD },
    });
    const finance = await as(app, sessionCookie(login)).get('/api/admin/finance');
    expect(finance.statusCode).toBe(200);
    const body = finance.json() as TAdminFinance;
    expect(body).toMatchObject({ balanced: true, mismatches: [] });
    expect(body.balances.commission).toBeGreaterThan(0);
    expect(body.balances.escrow).toBeGreaterThan(0);
    // Released sales' transfers settled into the sellers' banks; open ones held; the refunded one reversed.
    expect(body.balances.paid_out).toBeGreaterThan(0);
    expect(body.balances.gst_payable).toBeGreaterThan(0);
    const states = await app.deps.db.select({ status: transfers.status, orderId: transfers.orderId }).from(transfers);
    const orderStates = new Map((await app.deps.db.select().from(orders)).map((o) => [o.id, o.status]));
    expect(states.length).toBe(orderStates.size);
    for (const t of states) {
      const o = orderStates.get(t.orderId);
      if (o === 'cancelled') expect(t.status).toBe('reversed');
      else if (o === 'released') expect(['settled', 'released']).toContain(t.status);
      else expect(t.status).toBe('on_hold');
    }
    expect(states.some((t) => t.status === 'settled')).toBe(true);
  });

  it('dates nothing in the future: no release, transfer update or ledger line after the seed ran', async () => {
    const now = Date.now();
    const ords = await app.deps.db.select({ releasedAt: orders.releasedAt }).from(orders);
    const late = ords.filter((o) => o.releasedAt && o.releasedAt.getTime() > now);
    expect(late).toEqual([]);
    const moved = await app.deps.db.select({ updatedAt: transfers.updatedAt }).from(transfers);
    expect(moved.filter((t) => t.updatedAt.getTime() > now)).toEqual([]);
    const lines = await app.deps.db.select({ at: ledgerEntries.createdAt }).from(ledgerEntries);
    expect(lines.filter((l) => l.at.getTime() > now)).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const before = (await app.deps.db.select({ id: gigs.id }).from(gigs)).length;
    const more: string[] = [];
    expect(await seedDemoData(app.deps, app.deps.storage, (l) => more.push(l))).toEqual([]);
    expect((await app.deps.db.select({ id: gigs.id }).from(gigs)).length).toBe(before);
    expect(more).toEqual([]);
  });
});
