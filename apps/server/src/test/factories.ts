import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import { users } from '../platform/db/schema';
import { hashPassword } from '../platform/crypto';
import { JSON_HEADERS, sessionCookie } from './test-app';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

type UserInsert = typeof users.$inferInsert;

/** Inserts a user directly (skipping the e-mail code) and logs them in through the API. */
export async function createUser(app: App, overrides: Partial<UserInsert> = {}) {
  const suffix = randomBytes(3).toString('hex');
  const [user] = await app.deps.db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.in`,
      passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      ...overrides,
    })
    .returning();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, cookie: sessionCookie(res) };
}

/** An API caller bound to one session cookie (or none). */
export function as(app: App, cookie?: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined
        ? { payload: payload as object }
        : method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: {} }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
