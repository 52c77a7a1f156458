import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import type { App } from '../../app';
import { otpCodes, users } from '../../platform/db/schema';
import { createTestApp, readOtp } from '../../test/test-app';
import { as, createUser, TEST_PASSWORD } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const anon = () => as(app);

describe('one-time code attempts under parallel guessing', () => {
  it('judges at most 5 of 100 concurrent wrong codes, and then refuses the right one', async () => {
    const email = 'parallel.guesser@example.in';
    const sent = new Date();
    expect((await anon().post('/api/auth/send-otp', { email })).statusCode).toBe(200);
    const code = await readOtp(app, email, sent);
    const wrong = (i: number) => {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      return guess === code ? '999999' : guess;
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => anon().post('/api/auth/verify-otp', { email, otp: wrong(i) })),
    );
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const judged = answers.filter((r) => r.json().message === MSG.otpInvalid).length;
    const refused = answers.filter((r) => r.json().message === MSG.otpTooManyTries).length;
    expect(judged).toBeLessThanOrEqual(LIMITS.otpMaxTries);
    expect(judged + refused).toBe(100);

    const [row] = await app.deps.db
      .select({ attempts: otpCodes.attempts, verifiedAt: otpCodes.verifiedAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'register')));
    expect(row.attempts).toBe(LIMITS.otpMaxTries);

    const right = await anon().post('/api/auth/verify-otp', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.otpTooManyTries);
    expect(row.verifiedAt).toBeNull();
  });

  it('still accepts the right code after fewer than 5 wrong ones', async () => {
    const email = 'careful.typist@example.in';
    const sent = new Date();
    await anon().post('/api/auth/send-otp', { email });
    const code = await readOtp(app, email, sent);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await anon().post('/api/auth/verify-otp', { email, otp: wrong });
    expect((await anon().post('/api/auth/verify-otp', { email, otp: code })).json()).toEqual({ verified: true });
  });
});

describe('send-otp throttles', () => {
  it('counts sends to a registered address before answering 409, so addresses cannot be probed endlessly', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < LIMITS.otpSendsPerEmailPerHour; i++) {
      const res = await anon().post('/api/auth/send-otp', { email: user.email });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.emailTaken);
    }
    const res = await anon().post('/api/auth/send-otp', { email: user.email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password guesses are counted per account', () => {
  it('the username and the e-mail share one counter of 10 failures', async () => {
    const { user } = await createUser(app);
    const spellings = [user.username, user.email, user.username.toUpperCase(), ` ${user.email.toUpperCase()} `];
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      const res = await anon().post('/api/auth/login', { username: spellings[i % spellings.length], password: 'bad1' });
      expect(res.statusCode).toBe(400);
    }
    for (const username of [user.username, user.email]) {
      const res = await anon().post('/api/auth/login', { username, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('parallel wrong passwords cannot get past the limit', async () => {
    const { user } = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        anon().post('/api/auth/login', { username: i % 2 ? user.username : user.email, password: `bad${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(LIMITS.loginFailuresPerAccount);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('a successful login clears the count', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 9; i++) await anon().post('/api/auth/login', { username: user.email, password: 'bad1' });
    expect(
      (await anon().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await anon().post('/api/auth/login', { username: user.email, password: 'bad1' })).statusCode).toBe(400);
    }
  });

  it('limits wrong current passwords on change-password like login (429 with Retry-After)', async () => {
    const { cookie } = await createUser(app);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      const res = await as(app, cookie).put('/api/auth/change-password', {
        oldPassword: `wrong${i}`,
        newPassword: 'newpass99',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.currentPasswordWrong);
    }
    const res = await as(app, cookie).put('/api/auth/change-password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'newpass99',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('admin is the is_admin column only', () => {
  it('a name grants nothing; the column does', async () => {
    // Names that used to be admin names (testConfig listed "root"), inserted directly as a legacy account would be.
    const { user: victim } = await createUser(app);
    const { cookie: named } = await createUser(app, { username: 'root' });
    expect((await as(app, named).get('/api/auth/me')).json().isAdmin).toBe(false);
    expect((await as(app, named).del(`/api/users/${victim.id}`)).statusCode).toBe(403);

    const { cookie: flagged } = await createUser(app, { isAdmin: true });
    expect((await as(app, flagged).get('/api/auth/me')).json().isAdmin).toBe(true);
    expect((await as(app, flagged).del(`/api/users/${victim.id}`)).statusCode).toBe(204);
  });

  it('renaming an admin keeps the flag, and renaming anyone to an admin-like name is refused', async () => {
    const { cookie: admin } = await createUser(app, { isAdmin: true });
    const renamed = await as(app, admin).put('/api/users/username', { username: 'asha.lead' });
    expect(renamed.statusCode).toBe(200);
    expect((await as(app, admin).get('/api/auth/me')).json()).toMatchObject({
      username: 'asha.lead',
      isAdmin: true,
    });
    const { cookie } = await createUser(app);
    const res = await as(app, cookie).put('/api/users/username', { username: 'admin' });
    expect(res.statusCode).toBe(400);
    expect((await as(app, cookie).get('/api/auth/me')).json().isAdmin).toBe(false);
  });
});

describe('reserved usernames', () => {
  const reserved = ['admin', 'Administrator', 'support', 'gigbazaar', 'help', 'root', 'system', 'api', 'adm1n'];

  it('are refused at sign-up with a clear sentence, before the verification is spent', async () => {
    const email = 'wants.admin@example.in';
    const sent = new Date();
    await anon().post('/api/auth/send-otp', { email });
    const otp = await readOtp(app, email, sent);
    expect((await anon().post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const body = { email, password: 'river42', confirmPassword: 'river42', country: 'India' };
    for (const username of [...reserved, 'deleted-0123456789ab', 'official.gigbazaar']) {
      const res = await anon().post('/api/auth/register', { ...body, username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { username: MSG.usernameReserved } });
    }
    expect((await anon().post('/api/auth/register', { ...body, username: 'asha.designs' })).statusCode).toBe(201);
  });

  it('are refused on rename, and never "available"', async () => {
    const { cookie } = await createUser(app);
    for (const username of [...reserved, 'deleted-abc', 'priya.support']) {
      const res = await as(app, cookie).put('/api/users/username', { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().message).toBe(MSG.usernameReserved);
      expect((await anon().get(`/api/auth/username-available?username=${username}`)).json()).toEqual({
        available: false,
        message: MSG.usernameReserved,
      });
    }
  });
});

describe('closing an account cannot be blocked', () => {
  it('succeeds even when someone holds the old 12-digit tombstone name, and leaves no reusable name', async () => {
    const { user, cookie } = await createUser(app);
    const oldTombstone = `deleted-${user.id.replace(/-/g, '').slice(0, 12)}`;
    await createUser(app, { username: oldTombstone }); // a squatter from before the prefix was reserved
    expect((await as(app, cookie).del(`/api/users/${user.id}`)).statusCode).toBe(204);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.username).toBe(`deleted-${user.id.replace(/-/g, '')}`);
    expect(row.deletedAt).not.toBeNull();
  });

  it('closes many accounts in a row without a collision', async () => {
    for (let i = 0; i < 5; i++) {
      const { user, cookie } = await createUser(app);
      expect((await as(app, cookie).del(`/api/users/${user.id}`)).statusCode).toBe(204);
    }
  });
});
