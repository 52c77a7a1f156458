import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { users } from '../../platform/db/schema';
import { createTestApp } from '../../test/test-app';
import { as, createUser, TEST_PASSWORD } from '../../test/factories';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PRIVATE_KEYS = ['email', 'phone', 'dateOfBirth', 'passwordHash', 'password', 'notif', 'isAdmin'];

function expectNoPrivateData(value: Record<string, unknown>) {
  for (const key of PRIVATE_KEYS) expect(value).not.toHaveProperty(key);
  expect(JSON.stringify(value)).not.toMatch(/argon2/);
}

describe('GET /api/users', () => {
  it('lists users sorted by username with prefix search and the @ tokens, never private data', async () => {
    await createUser(app, {
      username: 'zed_seller',
      isSeller: true,
      phone: '+919876543210',
      dateOfBirth: '1990-01-01',
    });
    await createUser(app, { username: 'zara', phone: '+919876543211' });
    await createUser(app, { username: 'yash_seller', isSeller: true });
    const { cookie } = await createUser(app, { username: 'viewer' });

    const prefix = await as(app, cookie).get('/api/users?search=ZA');
    expect(prefix.statusCode).toBe(200);
    expect(prefix.json().map((u: { username: string }) => u.username)).toEqual(['zara']);

    const sellers = (await as(app).get('/api/users?search=@sellers')).json();
    expect(sellers.map((u: { username: string }) => u.username)).toEqual(['yash_seller', 'zed_seller']);
    expect((await as(app).get('/api/users?search=@seller')).json()).toHaveLength(2);

    const all = (await as(app, cookie).get('/api/users?search=@all&limit=100')).json() as Array<
      Record<string, unknown>
    >;
    const names = all.map((u) => u.username as string);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('viewer');
    for (const u of all) expectNoPrivateData(u);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    await createUser(app, { username: 'percent_user' });
    expect((await as(app).get('/api/users?search=%25')).json()).toEqual([]);
  });

  it('pages with limit and cursor (next cursor in X-Next-Cursor), A to Z, without gaps or repeats', async () => {
    const names = ['pg_e', 'pg_a', 'pg_g', 'pg_c', 'pg_b', 'pg_f', 'pg_d'];
    await app.deps.db.insert(users).values(
      names.map((username) => ({
        username,
        email: `${username}@example.in`,
        passwordHash: 'x',
        isSeller: username < 'pg_d',
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await as(app).get(`/api/users?search=pg_&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Array<{ username: string }>;
      expect(Array.isArray(page)).toBe(true);
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page.map((u) => u.username));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...names].sort());

    // The last page has no next cursor; a list that fits has none either.
    const whole = await as(app).get('/api/users?search=pg_&limit=7');
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    expect(whole.json()).toHaveLength(7);

    // The tokens page the same way: sellers only, in order.
    const first = await as(app).get('/api/users?search=@sellers&limit=1');
    const second = await as(app).get(`/api/users?search=@sellers&limit=100&cursor=${first.headers['x-next-cursor']}`);
    const sellers = [...first.json(), ...second.json()].map((u: { username: string }) => u.username);
    expect(sellers).toEqual([...sellers].sort());
    expect(sellers).toEqual(expect.arrayContaining(['pg_a', 'pg_b', 'pg_c']));
    expect(new Set(sellers).size).toBe(sellers.length);
  });

  it('answers 400 (never 500) to a tampered cursor and to a limit over 100', async () => {
    for (const cursor of ['garbage', Buffer.from('{"o":"username","k":["a\'; drop","x"]}').toString('base64url')]) {
      const res = await as(app).get(`/api/users?search=@all&cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This page of the list is no longer available. Please reload the list.');
    }
    expect((await as(app).get('/api/users?limit=101')).statusCode).toBe(400);
  });

  it('rejects a non-numeric limit with 400', async () => {
    expect((await as(app).get('/api/users?limit=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{idOrUsername}', () => {
  it('shows the public profile by id or username to others', async () => {
    const { user } = await createUser(app, {
      username: 'publicpat',
      phone: '+919812345678',
      dateOfBirth: '2000-01-15',
      workingHoursStart: '9:00',
      workingHoursEnd: '18:00',
      skills: ['Figma'],
    });
    const { cookie } = await createUser(app);
    for (const key of [user.id, 'PublicPat']) {
      const res = await as(app, cookie).get(`/api/users/${key}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        _id: user.id,
        username: 'publicpat',
        workingHours: { start: '9:00', end: '18:00' },
        skills: ['Figma'],
      });
      expect(body.age).toBeGreaterThanOrEqual(25);
      expectNoPrivateData(body);
    }
  });

  it('adds e-mail, phone, birth date and notif for the owner', async () => {
    const { user, cookie } = await createUser(app, { phone: '+919812345679', dateOfBirth: '1999-05-05' });
    const body = (await as(app, cookie).get(`/api/users/${user.username}`)).json();
    expect(body).toMatchObject({ email: user.email, phone: '+919812345679', dateOfBirth: '1999-05-05', notif: true });
  });

  it('answers 404 "User not found"', async () => {
    const res = await as(app).get('/api/users/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'User not found' });
  });
});

describe('profile updates', () => {
  it('updates the bio, notifications and first language', async () => {
    const { cookie } = await createUser(app);
    const me = as(app, cookie);
    expect((await me.put('/api/users/update-bio', { bio: '  Logo designer from Pune.  ' })).json().desc).toBe(
      'Logo designer from Pune.',
    );
    expect((await me.put('/api/users/notifications', { notif: false })).json().notif).toBe(false);
    expect((await me.put('/api/users/first-language', { firstLanguage: 'Marathi' })).json().firstLanguage).toBe(
      'Marathi',
    );
    const long = await me.put('/api/users/update-bio', { bio: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await me.put('/api/users/notifications', { notif: 'yes' })).statusCode).toBe(400);
  });

  it('changes the username with the sign-up rules', async () => {
    const { cookie } = await createUser(app);
    const { user: other } = await createUser(app);
    const me = as(app, cookie);
    expect((await me.put('/api/users/username', { username: 'New.Name' })).json().username).toBe('new.name');
    const taken = await me.put('/api/users/username', { username: other.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Please choose a different username. This one is already taken.');
    expect((await me.put('/api/users/username', { username: 'ab' })).json().message).toBe(
      'Username must be at least 3 characters long.',
    );
    expect((await me.put('/api/users/username', { username: 'bad name!' })).statusCode).toBe(400);
  });

  it('stores an Indian mobile number in E.164 and rejects others', async () => {
    const { cookie } = await createUser(app);
    const me = as(app, cookie);
    expect((await me.put('/api/users/update-phone-number', { phone: '098765 43210' })).json().phone).toBe(
      '+919876543210',
    );
    expect((await me.put('/api/users/update-phone-number', { phone: '+91 98765-43211' })).json().phone).toBe(
      '+919876543211',
    );
    const landline = await me.put('/api/users/update-phone-number', { phone: '12345' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toBe('Please enter a valid Indian mobile number.');
    // An empty phone clears the saved number.
    const cleared = await me.put('/api/users/update-phone-number', { phone: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().phone ?? null).toBeNull();
  });

  it('adds and removes skills, trimmed and unique whatever their case', async () => {
    const { cookie } = await createUser(app);
    const me = as(app, cookie);
    expect((await me.put('/api/users/skills/add', { skills: [' React ', 'Figma'] })).json()).toEqual({
      skills: ['React', 'Figma'],
    });
    expect((await me.put('/api/users/skills/add', { skills: ['react', 'SEO'] })).json()).toEqual({
      skills: ['React', 'Figma', 'SEO'],
    });
    expect((await me.put('/api/users/skills/remove', { skills: ['FIGMA'] })).json()).toEqual({
      skills: ['React', 'SEO'],
    });
    expect((await me.put('/api/users/skills/add', { skills: ['x'.repeat(41)] })).statusCode).toBe(400);
    const many = Array.from({ length: 29 }, (_, i) => `skill ${i}`);
    expect((await me.put('/api/users/skills/add', { skills: many })).statusCode).toBe(400);
  });

  it('validates the date of birth', async () => {
    const { cookie } = await createUser(app);
    const me = as(app, cookie);
    expect(
      (await me.put('/api/users/date-of-birth', { dateOfBirth: '1998-11-05T00:00:00.000Z' })).json().dateOfBirth,
    ).toBe('1998-11-05');
    const future = await me.put('/api/users/date-of-birth', { dateOfBirth: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Date of birth cannot be in the future');
    expect((await me.put('/api/users/date-of-birth', { dateOfBirth: '2020-01-01' })).json().message).toBe(
      'You must be between 13 and 120 years old.',
    );
    expect((await me.put('/api/users/date-of-birth', { dateOfBirth: '1998-02-31' })).json().message).toBe(
      'Please enter a valid date in DD/MM/YYYY format',
    );
  });

  it('validates working hours', async () => {
    const { cookie } = await createUser(app);
    const me = as(app, cookie);
    expect((await me.put('/api/users/working-hours', { start: '9:00', end: '17:30' })).json().workingHours).toEqual({
      start: '9:00',
      end: '17:30',
    });
    const backwards = await me.put('/api/users/working-hours', { start: '18:00', end: '9:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End time must be after start time');
    expect((await me.put('/api/users/working-hours', { start: '25:00', end: '26:00' })).statusCode).toBe(400);
  });

  it('records the heartbeat on both paths', async () => {
    const { user, cookie } = await createUser(app);
    await app.deps.db
      .update(users)
      .set({ lastLogin: new Date(0) })
      .where(eq(users.id, user.id));
    expect((await as(app, cookie).put('/api/users/last-login')).statusCode).toBe(204);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(Date.now() - row.lastLogin!.getTime()).toBeLessThan(60_000);
    expect((await as(app, cookie).put('/api/user/last-login')).statusCode).toBe(204);
  });

  it('every update needs a session', async () => {
    const anon = as(app);
    for (const [url, body] of [
      ['/api/users/update-bio', { bio: 'x' }],
      ['/api/users/notifications', { notif: true }],
      ['/api/users/username', { username: 'abcdef' }],
      ['/api/users/update-phone-number', { phone: '9876543210' }],
      ['/api/users/skills/add', { skills: ['a'] }],
      ['/api/users/skills/remove', { skills: ['a'] }],
      ['/api/users/date-of-birth', { dateOfBirth: '1990-01-01' }],
      ['/api/users/first-language', { firstLanguage: 'Hindi' }],
      ['/api/users/working-hours', { start: '9:00', end: '10:00' }],
      ['/api/users/profile-picture', { img: '/uploads/public/a.webp' }],
      ['/api/users/last-login', undefined],
    ] as const) {
      expect((await anon.put(url, body)).statusCode, url).toBe(401);
    }
  });
});

describe('DELETE /api/users/{id}', () => {
  it('only the user themself may close the account', async () => {
    const { user } = await createUser(app);
    const { cookie: intruder } = await createUser(app);
    const res = await as(app, intruder).del(`/api/users/${user.id}`);
    expect(res.statusCode).toBe(403);
    expect((await as(app).del(`/api/users/${user.id}`)).statusCode).toBe(401);
  });

  it('erases personal data, ends sessions and frees nothing for login', async () => {
    const { user, cookie } = await createUser(app, { phone: '+919876500000', desc: 'bio', skills: ['x'] });
    expect((await as(app, cookie).del(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await as(app, cookie).get('/api/auth/me')).statusCode).toBe(401);
    expect((await as(app).get(`/api/users/${user.id}`)).statusCode).toBe(404);
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({ phone: null, desc: '', img: null, skills: [] });
    expect(row.email).not.toBe(user.email);
    const login = await as(app).post('/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(400);
  });

  it('an admin may close another account', async () => {
    const { user } = await createUser(app);
    const { cookie: admin } = await createUser(app, { isAdmin: true });
    expect((await as(app, admin).del(`/api/users/${user.id}`)).statusCode).toBe(204);
  });
});
