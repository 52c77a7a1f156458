import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { otpCodes, users } from '../../platform/db/schema';
import { createTestApp, JSON_HEADERS, readOtp, sessionCookie } from '../../test/test-app';
import { as, createUser, TEST_PASSWORD } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const anon = () => as(app);

async function verifiedEmail(email: string) {
  const sent = new Date();
  expect((await anon().post('/api/auth/send-otp', { email })).statusCode).toBe(200);
  const otp = await readOtp(app, email, sent);
  expect((await anon().post('/api/auth/verify-otp', { email, otp })).json()).toEqual({ verified: true });
}

const registration = (email: string, username: string) => ({
  username,
  email,
  password: 'river42',
  confirmPassword: 'river42',
  country: 'India',
  desc: 'I design logos.',
  phone: '98765 43210',
});

describe('POST /api/auth/send-otp', () => {
  it('sends a 6-digit code by mail and stores only its hash', async () => {
    const res = await anon().post('/api/auth/send-otp', { email: 'New.Person@Example.in ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const code = await readOtp(app, 'new.person@example.in');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await app.deps.db.select().from(otpCodes).where(eq(otpCodes.email, 'new.person@example.in'));
    expect(row.codeHash).not.toContain(code);
  });

  it('rejects a malformed address', async () => {
    const res = await anon().post('/api/auth/send-otp', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'Please enter a valid email address.' });
  });

  it('rejects an address that already has an account', async () => {
    const { user } = await createUser(app);
    const res = await anon().post('/api/auth/send-otp', { email: user.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'This email is already registered.' });
  });

  it('limits sends to 5 per address per hour', async () => {
    const email = 'limited@example.in';
    for (let i = 0; i < 5; i++) expect((await anon().post('/api/auth/send-otp', { email })).statusCode).toBe(200);
    const res = await anon().post('/api/auth/send-otp', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('requires a code', async () => {
    const res = await anon().post('/api/auth/verify-otp', { email: 'x@example.in', otp: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter the OTP.');
  });

  it('rejects a wrong code and kills the code after 5 wrong tries', async () => {
    const email = 'guesser@example.in';
    await anon().post('/api/auth/send-otp', { email });
    const code = await readOtp(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await anon().post('/api/auth/verify-otp', { email, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP. Please check and try again.');
    }
    const res = await anon().post('/api/auth/verify-otp', { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('rejects an expired code', async () => {
    const email = 'late@example.in';
    await anon().post('/api/auth/send-otp', { email });
    const code = await readOtp(app, email);
    await app.deps.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const res = await anon().post('/api/auth/verify-otp', { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('a resend replaces the old code', async () => {
    const email = 'resend@example.in';
    const t1 = new Date();
    await anon().post('/api/auth/send-otp', { email });
    const first = await readOtp(app, email, t1);
    await new Promise((r) => setTimeout(r, 5));
    const t2 = new Date();
    await anon().post('/api/auth/send-otp', { email });
    const second = await readOtp(app, email, t2);
    if (first !== second) {
      expect((await anon().post('/api/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    }
    expect((await anon().post('/api/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a buyer after e-mail verification, lowercasing and ignoring isSeller', async () => {
    await verifiedEmail('asha@example.in');
    const res = await anon().post('/api/auth/register', {
      ...registration('ASHA@example.in', 'Asha.K'),
      isSeller: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'asha.k', email: 'asha@example.in', isSeller: false, isAdmin: false });
    expect(res.cookies.find((c) => c.name === 'gb_session')).toBeUndefined();
    const [row] = await app.deps.db.select().from(users).where(eq(users.username, 'asha.k'));
    expect(row.phone).toBe('+919876543210');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('requires a verified e-mail, and a verification works once', async () => {
    const res = await anon().post('/api/auth/register', registration('unverified@example.in', 'unverified'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please complete email verification first.');

    await verifiedEmail('once@example.in');
    expect((await anon().post('/api/auth/register', registration('once@example.in', 'once1'))).statusCode).toBe(201);
    const again = await anon().post('/api/auth/register', registration('once@example.in', 'once2'));
    expect(again.statusCode).toBe(400);
  });

  it('rejects a verification older than 30 minutes', async () => {
    await verifiedEmail('stale@example.in');
    await app.deps.db
      .update(otpCodes)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(otpCodes.email, 'stale@example.in'));
    const res = await anon().post('/api/auth/register', registration('stale@example.in', 'stale'));
    expect(res.json().message).toBe('Please complete email verification first.');
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters long.'],
    [{ username: '' }, 'Please fill in all required fields.'],
    [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'Password does not meet the requirements.'],
    [{ password: 'abc1', confirmPassword: 'abc1' }, 'Password does not meet the requirements.'],
    [{ confirmPassword: 'river43' }, 'Passwords do not match.'],
    [{ country: 'Nepal' }, 'India is the only country currently supported.'],
  ])('rejects %j with "%s"', async (patch, message) => {
    const res = await anon().post('/api/auth/register', { ...registration('rules@example.in', 'rules'), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message });
  });

  it('rejects a taken username without spending the verification', async () => {
    const { user } = await createUser(app);
    await verifiedEmail('second@example.in');
    const res = await anon().post('/api/auth/register', registration('second@example.in', user.username.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please choose a different username. This one is already taken.');
    expect((await anon().post('/api/auth/register', registration('second@example.in', 'second'))).statusCode).toBe(201);
  });
});

describe('GET /api/auth/username-available', () => {
  it('answers for free, taken and invalid names', async () => {
    const { user } = await createUser(app);
    expect((await anon().get('/api/auth/username-available?username=nobody_here')).json()).toEqual({ available: true });
    expect((await anon().get(`/api/auth/username-available?username=${user.username.toUpperCase()}`)).json()).toEqual({
      available: false,
      message: 'Please choose a different username. This one is already taken.',
    });
    expect((await anon().get('/api/auth/username-available?username=a')).json()).toEqual({
      available: false,
      message: 'Username must be at least 3 characters long.',
    });
  });
});

describe('login, me and logout', () => {
  it('logs in by username or e-mail (lowercased, spaces removed) and reads /me', async () => {
    const { user } = await createUser(app);
    const byEmail = await anon().post('/api/auth/login', {
      username: ` ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      _id: user.id,
      username: user.username,
      email: user.email,
      img: null,
      isSeller: false,
      isAdmin: false,
    });
    const cookie = byEmail.cookies.find((c) => c.name === 'gb_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined();
    const me = await as(app, sessionCookie(byEmail)).get('/api/auth/me');
    expect(me.json().username).toBe(user.username);
  });

  it('remember me keeps the cookie for 30 days', async () => {
    const { user } = await createUser(app);
    const res = await anon().post('/api/auth/login', {
      username: user.username,
      password: TEST_PASSWORD,
      rememberMe: true,
    });
    expect(res.cookies.find((c) => c.name === 'gb_session')!.maxAge).toBe(30 * 86400);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const { user } = await createUser(app);
    const wrong = await anon().post('/api/auth/login', { username: user.username, password: 'nope1' });
    const unknown = await anon().post('/api/auth/login', { username: 'ghost_user', password: 'nope1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'validation', message: 'Wrong username or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 429 after 10 failures for one account, even with the right password', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 10; i++) {
      expect((await anon().post('/api/auth/login', { username: user.username, password: `bad${i}` })).statusCode).toBe(
        400,
      );
    }
    const res = await anon().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('/me without a session is 401', async () => {
    const res = await anon().get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('signing in again in the same browser ends the session its cookie held', async () => {
    const first = await createUser(app);
    const second = await createUser(app);
    const res = await as(app, first.cookie).post('/api/auth/login', {
      username: second.user.username,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await as(app, sessionCookie(res)).get('/api/auth/me')).json().username).toBe(second.user.username);
    expect((await as(app, first.cookie).get('/api/auth/me')).statusCode).toBe(401);
    // A failed sign-in changes nothing: the session stays.
    const failed = await as(app, sessionCookie(res)).post('/api/auth/login', {
      username: first.user.username,
      password: 'wrong1',
    });
    expect(failed.statusCode).toBe(400);
    expect((await as(app, sessionCookie(res)).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('logout revokes the session on the server', async () => {
    const { cookie } = await createUser(app);
    expect((await as(app, cookie).post('/api/auth/logout')).statusCode).toBe(200);
    expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('checks the current password and the new length', async () => {
    const { cookie } = await createUser(app);
    const wrong = await as(app, cookie).put('/api/auth/change-password', {
      oldPassword: 'nope',
      newPassword: 'longenough',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect.');
    const short = await as(app, cookie).put('/api/auth/change-password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
  });

  it('revokes every session of the user', async () => {
    const { user, cookie } = await createUser(app);
    const other = sessionCookie(
      await anon().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD }),
    );
    const res = await as(app, cookie).put('/api/auth/change-password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'newpass99',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(401);
    expect((await as(app, other).get('/api/auth/me')).statusCode).toBe(401);
    expect((await anon().post('/api/auth/login', { username: user.username, password: 'newpass99' })).statusCode).toBe(
      200,
    );
  });

  it('requires a session', async () => {
    expect(
      (await anon().put('/api/auth/change-password', { oldPassword: 'a', newPassword: 'bbbbbb' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/auth/change-email', () => {
  it('needs the new address verified with purpose change-email', async () => {
    const { cookie } = await createUser(app);
    const before = await as(app, cookie).put('/api/auth/change-email', { email: 'moved@example.in' });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('Please complete email verification first.');

    const sent = new Date();
    await anon().post('/api/auth/send-otp', { email: 'moved@example.in', purpose: 'change-email' });
    const otp = await readOtp(app, 'moved@example.in', sent);
    await anon().post('/api/auth/verify-otp', { email: 'moved@example.in', otp, purpose: 'change-email' });
    const res = await as(app, cookie).put('/api/auth/change-email', { email: 'Moved@Example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('moved@example.in');
  });

  it('a register verification does not unlock an e-mail change', async () => {
    const { cookie } = await createUser(app);
    await verifiedEmail('wrongpurpose@example.in');
    const res = await as(app, cookie).put('/api/auth/change-email', { email: 'wrongpurpose@example.in' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an address someone else uses', async () => {
    const { cookie } = await createUser(app);
    const { user: other } = await createUser(app);
    const res = await as(app, cookie).put('/api/auth/change-email', { email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email is already registered.');
  });
});

describe('request hygiene', () => {
  it('a mutating call without X-Requested-With is refused with 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('malformed JSON is a 400 with our error body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation' });
  });

  it('wrong types are a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { username: 42, password: ['x'], rememberMe: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    const otp = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: JSON_HEADERS,
      payload: { email: 'a@b.in', purpose: 'hack' },
    });
    expect(otp.statusCode).toBe(400);
  });

  it('an oversized field is a 400', async () => {
    const res = await anon().post('/api/auth/send-otp', { email: `${'a'.repeat(300)}@example.in` });
    expect(res.statusCode).toBe(400);
  });

  it('unknown API paths answer 404 in the error shape', async () => {
    const res = await anon().get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
