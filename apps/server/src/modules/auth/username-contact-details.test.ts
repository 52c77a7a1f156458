import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { moderationEvents, users } from '../../platform/db/schema';
import { createTestApp, readOtp } from '../../test/test-app';
import { as, createUser } from '../../test/factories';

/**
 * A username is shown to everyone (gig cards, profiles, chat), so one that carries a phone number, e-mail, UPI id,
 * link or another platform's handle is refused at sign-up, on rename and by the availability check, with one
 * sentence beside the username field (docs/product-rules.md "Moderation").
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { jobWorker: false });
});
afterAll(async () => {
  await app.close();
});

const anon = () => as(app);
const REFUSED = {
  code: 'moderation_rejected',
  message: MSG.usernameContactDetails,
  fields: { username: MSG.usernameContactDetails },
};
const CONTACT_NAMES = ['priya9876543210', '98765.43210', 'ravi.gmail.com', 'priya.okaxis', 'priya.com', 'insta.priya'];

async function verifiedEmail(email: string) {
  const sent = new Date();
  expect((await anon().post('/api/auth/send-otp', { email })).statusCode).toBe(200);
  const otp = await readOtp(app, email, sent);
  expect((await anon().post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
}

describe('usernames that carry contact details', () => {
  it('are refused at sign-up beside the username field, before the verification is spent, and record nothing', async () => {
    const email = 'contact.name@example.in';
    await verifiedEmail(email);
    const body = { email, password: 'river42', confirmPassword: 'river42', country: 'India', desc: 'I design logos.' };
    const eventsBefore = await app.deps.db.$count(moderationEvents);
    for (const username of CONTACT_NAMES) {
      const res = await anon().post('/api/auth/register', { ...body, username });
      expect(res.statusCode, username).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await app.deps.db.$count(users, eq(users.email, email))).toBe(0);
    // No account yet, as for a sign-up's bio: nothing to record the refusal against.
    expect(await app.deps.db.$count(moderationEvents)).toBe(eventsBefore);
    const ok = await anon().post('/api/auth/register', { ...body, username: 'priya_design2024' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('are never "available", and the check says why', async () => {
    const { user } = await createUser(app);
    const available = (name: string) => anon().get(`/api/auth/username-available?username=${name}`);
    for (const username of CONTACT_NAMES) {
      expect((await available(username)).json(), username).toEqual({
        available: false,
        message: MSG.usernameContactDetails,
      });
    }
    expect((await available('ravi2024')).json()).toEqual({ available: true });
    expect((await available(user.username)).json()).toEqual({ available: false, message: MSG.usernameTaken });
    expect((await available('ab')).json()).toEqual({ available: false, message: MSG.usernameShort });
    expect((await available('admin')).json()).toEqual({ available: false, message: MSG.usernameReserved });
  });

  it('are refused on rename: the name stays, the refusal is recorded and counts towards the cap', async () => {
    const me = await createUser(app);
    for (const username of CONTACT_NAMES) {
      const res = await as(app, me.cookie).put('/api/users/username', { username });
      expect(res.statusCode, username).toBe(422);
      expect(res.json()).toEqual(REFUSED);
    }
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.username).toBe(me.user.username);
    const events = await app.deps.db.select().from(moderationEvents).where(eq(moderationEvents.userId, me.user.id));
    expect(events.map((e) => e.channel)).toEqual(CONTACT_NAMES.map(() => 'username'));
    expect(events[0]).toMatchObject({ rule: 'phone', conversationId: null });

    const renamed = await as(app, me.cookie).put('/api/users/username', { username: 'Studio99.Ravi' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().username).toBe('studio99.ravi');

    // Renames are one more way to probe the moderator: they count with every other refusal.
    for (let i = CONTACT_NAMES.length; i < LIMITS.moderationRefusalsPerUser; i++) {
      expect(
        (await as(app, me.cookie).put('/api/users/username', { username: `ravi.987654${3210 + i}` })).statusCode,
      ).toBe(422);
    }
    const capped = await as(app, me.cookie).put('/api/users/update-bio', { bio: 'Logo designer.' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ code: 'rate_limited', message: MSG.moderationRefusalsTooMany });
  });
});
