import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@gigbazaar/shared/messages';
import { REPORTS_PER_HOUR, type TAdminReportGroup } from '@gigbazaar/shared/schemas/reports';
import type { App } from '../../app';
import { auditLog, moderationEvents, reports, sessions, users } from '../../platform/db/schema';
import { createTestApp, JSON_HEADERS } from '../../test/test-app';
import { as, createConversation, createGig, createUser, TEST_PASSWORD } from '../../test/factories';
import { listenOnLoopback, liveClient } from '../../test/live-client';
import { CLOSE_SIGNED_OUT } from '../live/routes';

let app: App;
let host: string;
beforeAll(async () => {
  app = await createTestApp();
  host = await listenOnLoopback(app);
});
afterAll(async () => {
  await app.close();
});

async function admin() {
  const { user, cookie } = await createUser(app, { isAdmin: true });
  return { user, cookie, api: as(app, cookie) };
}

/** A conversation with a few messages, the last one the seller's (the one reported). */
async function chat() {
  const c = await createConversation(app);
  for (let i = 1; i <= 7; i++) {
    const who = i % 2 ? c.buyer : c.seller;
    const res = await who.api.post('/api/messages', { conversationId: c.id, desc: `message ${i}` });
    expect(res.statusCode, res.body).toBe(201);
  }
  const sent = await c.seller.api.post('/api/messages', {
    conversationId: c.id,
    desc: 'Mine is the cheaper offer, trust me',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  for (let i = 9; i <= 11; i++) {
    await (i % 2 ? c.buyer : c.seller).api.post('/api/messages', { conversationId: c.id, desc: `message ${i}` });
  }
  return { ...c, messageId: sent.json()._id as string };
}

const login = (username: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    payload: { username, password: TEST_PASSWORD },
  });

describe('POST /api/reports', () => {
  it('files a report (201), and a second open one on the same item by the same user is a 409', async () => {
    const gig = await createGig(app);
    const buyer = await createUser(app);
    const api = as(app, buyer.cookie);
    const first = await api.post('/api/reports', { target: 'gig', id: gig.id, reason: 'spam', note: 'Copied gig' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await api.post('/api/reports', { target: 'gig', id: gig.id, reason: 'fraud' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: MSG.reportDuplicate });

    // Ten at once (a double click times ten) still make exactly one open report: the index decides, not a check.
    const other = await createUser(app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(app, other.cookie).post('/api/reports', { target: 'gig', id: gig.id, reason: 'ip' }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await app.deps.db.select().from(reports).where(eq(reports.targetId, gig.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.reportedUserId === gig.userId && r.status === 'open')).toBe(true);
  });

  it('refuses a report on your own gig, message or profile with 400', async () => {
    const c = await chat();
    const gig = await createGig(app, { userId: c.seller.user.id });
    for (const body of [
      { target: 'gig', id: gig.id },
      { target: 'message', id: c.messageId },
      { target: 'user', id: c.seller.user.id },
      { target: 'user', id: c.seller.user.username },
    ]) {
      const res = await c.seller.api.post('/api/reports', { ...body, reason: 'other' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(MSG.reportSelf);
    }
  });

  it('answers 404 for an unknown item, and for a message of a conversation the caller is not in', async () => {
    const c = await chat();
    for (const body of [
      { target: 'gig', id: 'no-such-gig' },
      { target: 'message', id: 'no-such-message' },
      { target: 'user', id: 'no-such-user' },
    ]) {
      expect((await c.buyer.api.post('/api/reports', { ...body, reason: 'spam' })).statusCode).toBe(404);
    }
    const outsider = await c.third.api.post('/api/reports', { target: 'message', id: c.messageId, reason: 'spam' });
    expect(outsider.statusCode).toBe(404);
    const party = await c.buyer.api.post('/api/reports', {
      target: 'message',
      id: c.messageId,
      reason: 'off_platform',
    });
    expect(party.statusCode, party.body).toBe(201);
  });

  it('validates the body with the shared schema (400, never 500) and asks visitors to sign in (401)', async () => {
    const gig = await createGig(app);
    const { cookie } = await createUser(app);
    const api = as(app, cookie);
    for (const body of [
      { target: 'order', id: gig.id, reason: 'spam' },
      { target: 'gig', id: gig.id, reason: 'boring' },
      { target: 'gig', id: gig.id, reason: 'spam', note: 'x'.repeat(501) },
      { target: 'gig', id: gig.id, reason: 'spam', note: 'bad\u0000byte' },
      { target: 'gig', reason: 'spam' },
    ]) {
      const res = await api.post('/api/reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await as(app).post('/api/reports', { target: 'gig', id: gig.id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('limits reports per user per hour (429)', async () => {
    const { user, cookie } = await createUser(app);
    const api = as(app, cookie);
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => createUser(app)));
    const codes: number[] = [];
    for (const t of targets)
      codes.push((await api.post('/api/reports', { target: 'user', id: t.user.id, reason: 'spam' })).statusCode);
    expect(codes.slice(0, REPORTS_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes[REPORTS_PER_HOUR]).toBe(429);
    await app.deps.limiter.reset(`reports:${user.id}`);
  });
});

describe('GET /api/admin/reports', () => {
  it('is a 404 for visitors and non-admins, like an unknown path', async () => {
    const { cookie } = await createUser(app);
    for (const api of [as(app), as(app, cookie)]) {
      expect((await api.get('/api/admin/reports')).statusCode).toBe(404);
      expect((await api.post('/api/admin/reports/x/resolve', { action: 'dismiss', note: 'n' })).statusCode).toBe(404);
      expect((await api.get('/api/admin/audit')).statusCode).toBe(404);
      expect((await api.get('/api/admin/moderation/figures')).statusCode).toBe(404);
    }
  });

  it('groups open reports by item with counts, reasons, notes, the message in context and the user history', async () => {
    const c = await chat();
    await app.deps.db.insert(moderationEvents).values([
      { userId: c.seller.user.id, rule: 'phone', channel: 'message' },
      { userId: c.seller.user.id, rule: 'phone', channel: 'message' },
      { userId: c.seller.user.id, rule: 'upi', channel: 'gig' },
    ]);
    await c.buyer.api.post('/api/reports', {
      target: 'message',
      id: c.messageId,
      reason: 'off_platform',
      note: 'Asked for UPI',
    });
    const { api } = await admin();
    const res = await api.get('/api/admin/reports?status=open');
    expect(res.statusCode, res.body).toBe(200);
    const group = (res.json() as TAdminReportGroup[]).find((g) => g.targetId === c.messageId)!;
    expect(group).toMatchObject({
      target: 'message',
      status: 'open',
      count: 1,
      reasons: [{ reason: 'off_platform', count: 1 }],
      notes: [{ reason: 'off_platform', note: 'Asked for UPI' }],
      reportedUser: { _id: c.seller.user.id, username: c.seller.user.username, suspension: null, closed: false },
      history: {
        pastReports: 0,
        actions: [],
        rejections: [
          { rule: 'phone', count: 2 },
          { rule: 'upi', count: 1 },
        ],
      },
      resolution: null,
    });
    // Five before, the reported one, five after (three exist after it).
    if (group.item.kind !== 'message') throw new Error(`expected the message, got ${group.item.kind}`);
    const context = group.item.messages;
    expect(context.map((m) => m.desc)).toEqual([
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
      'Mine is the cheaper offer, trust me',
      'message 9',
      'message 10',
      'message 11',
    ]);
    expect(context.filter((m) => m.reported).map((m) => m.desc)).toEqual(['Mine is the cheaper offer, trust me']);
    // Who reported is not part of the queue (the buyer appears only as a party of the conversation shown).
    expect(res.body).not.toMatch(/reporter/i);
  });
});

describe('GET /api/admin/reports paging', () => {
  /** Every group of a status, page by page with `limit`, as the admin's "Load more" walks it. */
  async function walk(api: ReturnType<typeof as>, status: 'open' | 'closed', limit: number) {
    const pages: TAdminReportGroup[][] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ status, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const res = await api.get(`/api/admin/reports?${query.toString()}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json() as TAdminReportGroup[]);
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor && pages.length < 200);
    return pages;
  }

  it('pages the groups newest first over X-Next-Cursor: every group once, two reports on one item one group', async () => {
    const gigIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const gig = await createGig(app);
      gigIds.push(gig.id);
      for (let r = 0; r < (i === 2 ? 2 : 1); r++) {
        const reporter = await createUser(app);
        const res = await as(app, reporter.cookie).post('/api/reports', { target: 'gig', id: gig.id, reason: 'spam' });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const { api } = await admin();
    const pages = await walk(api, 'open', 2);
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    const all = pages.flat();
    expect(new Set(all.map((g) => g._id)).size).toBe(all.length);
    const mine = all.filter((g) => gigIds.includes(g.targetId));
    // Newest first: the gig reported last comes first.
    expect(mine.map((g) => g.targetId)).toEqual([...gigIds].reverse());
    expect(mine.find((g) => g.targetId === gigIds[2])?.count).toBe(2);
    const lastAts = all.map((g) => g.lastAt);
    expect([...lastAts].sort().reverse()).toEqual(lastAts);

    // Resolved items page the same way on the closed tab, each decision one group.
    for (const g of mine.slice(0, 3)) {
      const res = await api.post(`/api/admin/reports/${g._id}/resolve`, { action: 'dismiss', note: 'Not spam' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const closed = (await walk(api, 'closed', 1)).flat();
    expect(new Set(closed.map((g) => g._id)).size).toBe(closed.length);
    expect(closed.filter((g) => gigIds.includes(g.targetId)).map((g) => g.targetId)).toEqual(
      mine
        .slice(0, 3)
        .map((g) => g.targetId)
        .reverse(),
    );
    const open = (await walk(api, 'open', 3)).flat().filter((g) => gigIds.includes(g.targetId));
    expect(open.map((g) => g.targetId)).toEqual(mine.slice(3).map((g) => g.targetId));
  });

  it('refuses a tampered cursor or a cursor of the other tab with 400, never 500', async () => {
    const { api } = await admin();
    for (const cursor of ['nonsense', Buffer.from('{"o":"reports-closed","k":["x","y"]}').toString('base64url')]) {
      const res = await api.get(`/api/admin/reports?status=open&cursor=${cursor}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await api.get('/api/admin/reports?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/reports/{id}/resolve', () => {
  it('dismiss closes every open report on the item, writes one audit row, and a second resolve is a 409', async () => {
    const gig = await createGig(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await as(app, (await createUser(app)).cookie).post('/api/reports', {
        target: 'gig',
        id: gig.id,
        reason: 'spam',
      });
      ids.push(r.json()._id);
    }
    const { api, user: adminUser } = await admin();
    const res = await api.post(`/api/admin/reports/${ids[1]}/resolve`, { action: 'dismiss', note: 'Looks fine' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ closed: 3, action: 'dismiss' });
    const rows = await app.deps.db.select().from(reports).where(eq(reports.targetId, gig.id));
    expect(
      rows.every((r) => r.status === 'closed' && r.resolvedAction === 'dismiss' && r.resolvedBy === adminUser.id),
    ).toBe(true);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, gig.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: adminUser.id,
      action: 'report.dismiss',
      targetType: 'gig',
      note: 'Looks fine',
      subjectUserId: gig.userId,
    });
    expect(
      (await api.post(`/api/admin/reports/${ids[0]}/resolve`, { action: 'dismiss', note: 'again' })).statusCode,
    ).toBe(409);
    expect((await api.post('/api/admin/reports/nope/resolve', { action: 'dismiss', note: 'x' })).statusCode).toBe(404);
    // The gig is still listed: dismissing takes nothing down.
    expect((await as(app).get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);

    const closed = (await api.get('/api/admin/reports?status=closed')).json() as TAdminReportGroup[];
    const batch = closed.find((g) => g.targetId === gig.id)!;
    expect(batch).toMatchObject({
      count: 3,
      status: 'closed',
      resolution: { action: 'dismiss', note: 'Looks fine', adminId: adminUser.id },
    });
  });

  it('requires a note, a known action, days only for a suspension, and remove_gig only for a gig (400)', async () => {
    const target = await createUser(app);
    const r = await as(app, (await createUser(app)).cookie).post('/api/reports', {
      target: 'user',
      id: target.user.id,
      reason: 'spam',
    });
    const id = r.json()._id;
    const { api } = await admin();
    for (const body of [
      { action: 'dismiss' },
      { action: 'dismiss', note: '   ' },
      { action: 'ban', note: 'x' },
      { action: 'suspend', days: 3, note: 'x' },
      { action: 'warn', days: 7, note: 'x' },
      { action: 'remove_gig', note: 'x' },
    ]) {
      const res = await api.post(`/api/admin/reports/${id}/resolve`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await app.deps.db.select().from(reports).where(eq(reports.id, id)))[0].status).toBe('open');
  });

  it('remove_gig takes the gig out of pages, lists and search, like a deleted one', async () => {
    const gig = await createGig(app, { title: 'Zqxvendor counterfeit logos' });
    const r = await as(app, (await createUser(app)).cookie).post('/api/reports', {
      target: 'gig',
      id: gig.id,
      reason: 'ip',
    });
    const { api } = await admin();
    expect((await as(app).get('/api/gigs?search=zqxvendor')).json()).toHaveLength(1);
    const res = await api.post(`/api/admin/reports/${r.json()._id}/resolve`, {
      action: 'remove_gig',
      note: 'Trademark',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(app).get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
    expect((await as(app).get('/api/gigs?search=zqxvendor')).json()).toHaveLength(0);
    expect(((await as(app).get(`/api/gigs?userId=${gig.userId}`)).json() as unknown[]).length).toBe(0);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, gig.id));
    expect(audit.map((a) => a.action)).toEqual(['report.remove_gig']);
  });

  it('warn stores a warning the user sees until they acknowledge it', async () => {
    const c = await chat();
    const r = await c.buyer.api.post('/api/reports', { target: 'message', id: c.messageId, reason: 'off_platform' });
    const { api } = await admin();
    expect((await c.seller.api.get('/api/users/me/warnings')).json()).toEqual([]);
    const res = await api.post(`/api/admin/reports/${r.json()._id}/resolve`, {
      action: 'warn',
      note: 'Keep payments on GigBazaar.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const warnings = (await c.seller.api.get('/api/users/me/warnings')).json() as Array<{ _id: string }>;
    expect(warnings).toEqual([
      expect.objectContaining({ reason: 'off_platform', target: 'message', note: 'Keep payments on GigBazaar.' }),
    ]);
    // Not the reporter's name, and not anyone else's warning to acknowledge.
    expect(JSON.stringify(warnings)).not.toContain(c.buyer.user.username);
    expect((await c.buyer.api.post(`/api/users/me/warnings/${warnings[0]._id}/acknowledge`)).statusCode).toBe(404);
    expect((await as(app).get('/api/users/me/warnings')).statusCode).toBe(401);
    const ack = await c.seller.api.post(`/api/users/me/warnings/${warnings[0]._id}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await c.seller.api.get('/api/users/me/warnings')).json()).toEqual([]);
  });

  it('suspend ends every session and the live socket at once, refuses login with 403 until when, hides the gigs', async () => {
    const c = await chat();
    const gig = await createGig(app, { userId: c.seller.user.id, title: 'Qwzlogo suspended seller gig' });
    const second = await login(c.seller.user.username);
    expect(second.statusCode).toBe(200);
    const socket = liveClient(host, { cookie: c.seller.cookie });
    expect(await socket.opened).toEqual({ ok: true });
    expect((await as(app).get('/api/gigs?search=qwzlogo')).json()).toHaveLength(1);

    const r = await c.buyer.api.post('/api/reports', { target: 'message', id: c.messageId, reason: 'fraud' });
    const { api, user: adminUser } = await admin();
    const res = await api.post(`/api/admin/reports/${r.json()._id}/resolve`, {
      action: 'suspend',
      days: 7,
      note: 'Scam attempt',
    });
    expect(res.statusCode, res.body).toBe(200);

    await socket.waitClosed();
    expect(socket.closed?.code).toBe(CLOSE_SIGNED_OUT);
    expect(await app.deps.db.select().from(sessions).where(eq(sessions.userId, c.seller.user.id))).toEqual([]);
    expect((await c.seller.api.get('/api/auth/me')).statusCode).toBe(401);

    const refused = await login(c.seller.user.username);
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'suspended' });
    expect(body.message).toMatch(/suspended until/);
    expect(Date.parse(body.until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // A wrong password says nothing about the suspension.
    const guess = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { username: c.seller.user.username, password: 'wrong999' },
    });
    expect(guess.statusCode).toBe(400);

    expect((await as(app).get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
    expect((await as(app).get('/api/gigs?search=qwzlogo')).json()).toHaveLength(0);
    expect((await c.buyer.api.post('/api/orders/create-order', { gigId: gig.id })).statusCode).toBe(404);

    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.subjectUserId, c.seller.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ adminId: adminUser.id, action: 'report.suspend_7_days', note: 'Scam attempt' }),
    ]);

    // The suspension over, the account and its gigs are back.
    await app.deps.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, c.seller.user.id));
    expect((await login(c.seller.user.username)).statusCode).toBe(200);
    expect((await as(app).get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);
  });

  it('suspend without days is for good: the login says so with until null', async () => {
    const target = await createUser(app);
    const r = await as(app, (await createUser(app)).cookie).post('/api/reports', {
      target: 'user',
      id: target.user.id,
      reason: 'fraud',
    });
    const { api } = await admin();
    expect(
      (await api.post(`/api/admin/reports/${r.json()._id}/resolve`, { action: 'suspend', note: 'Repeat fraud' }))
        .statusCode,
    ).toBe(200);
    const refused = await login(target.user.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'suspended', until: null });
    expect(refused.json().message).toMatch(/for good/);
    const queue = (await api.get('/api/admin/reports?status=closed')).json() as TAdminReportGroup[];
    expect(queue.find((g) => g.targetId === target.user.id)?.reportedUser.suspension).toEqual({ until: null });
  });
});

describe('the audit log', () => {
  it('records seller-application decisions and report actions, newest first, paged with X-Next-Cursor', async () => {
    const { api, user: adminUser } = await admin();
    for (let i = 0; i < 3; i++) {
      const t = await createUser(app);
      const r = await as(app, (await createUser(app)).cookie).post('/api/reports', {
        target: 'user',
        id: t.user.id,
        reason: 'spam',
      });
      await api.post(`/api/admin/reports/${r.json()._id}/resolve`, { action: 'dismiss', note: `audit ${i}` });
    }
    const first = await api.get('/api/admin/audit?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as Array<{ at: string; note: string; adminId: string; action: string }>;
    expect(page1.map((e) => e.note)).toEqual(['audit 2', 'audit 1']);
    expect(page1[0]).toMatchObject({
      adminId: adminUser.id,
      adminUsername: adminUser.username,
      action: 'report.dismiss',
      target: { type: 'user' },
      subject: { username: expect.stringMatching(/^user_/) },
    });
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = (await api.get(`/api/admin/audit?limit=2&cursor=${cursor}`)).json() as Array<{ note: string }>;
    expect(page2[0].note).toBe('audit 0');
    expect((await api.get('/api/admin/audit?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/moderation/figures', () => {
  it('counts rejections per rule per India day, no texts', async () => {
    const { user } = await createUser(app);
    // 20:00 UTC three days ago is already the next day in India.
    const evening = new Date(Date.now() - 3 * 86_400_000);
    evening.setUTCHours(20, 0, 0, 0);
    const indiaDay = new Date(evening.getTime() + 86_400_000).toISOString().slice(0, 10);
    await app.deps.db.insert(moderationEvents).values([
      { userId: user.id, rule: 'figures-email', createdAt: evening },
      { userId: user.id, rule: 'figures-email', createdAt: new Date() },
      { userId: user.id, rule: 'figures-email', createdAt: new Date() },
      { userId: user.id, rule: 'figures-link', createdAt: new Date() },
    ]);
    const { api } = await admin();
    const res = await api.get('/api/admin/moderation/figures?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const figures = (res.json() as Array<{ day: string; rule: string; count: number }>).filter((f) =>
      f.rule.startsWith('figures-'),
    );
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(figures).toEqual(
      expect.arrayContaining([
        { day: today, rule: 'figures-email', count: 2 },
        { day: today, rule: 'figures-link', count: 1 },
        { day: indiaDay, rule: 'figures-email', count: 1 },
      ]),
    );
    expect((await api.get('/api/admin/moderation/figures?days=0')).statusCode).toBe(400);
  });
});
