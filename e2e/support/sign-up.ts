import { expect, type APIRequestContext } from '@playwright/test';

const HEADERS = { 'x-requested-with': 'fetch' };
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A fresh buyer through the real sign-up calls (code from the dev mailbox), so demo buyers stay buyers. */
export async function signUp(request: APIRequestContext, prefix = 'applicant') {
  const id = unique();
  const email = `${prefix}.${id}@example.in`;
  const username = `${prefix}_${id}`;
  const password = 'chai4ever';
  expect((await request.post('/api/auth/send-otp', { headers: HEADERS, data: { email } })).ok()).toBe(true);
  let code: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{
        text: string;
      }>;
      code = mails[0] ? (/\b(\d{6})\b/.exec(mails[0].text)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  expect((await request.post('/api/auth/verify-otp', { headers: HEADERS, data: { email, otp: code } })).ok()).toBe(
    true,
  );
  const res = await request.post('/api/auth/register', {
    headers: HEADERS,
    data: { username, email, password, confirmPassword: password, country: 'India' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, email, password };
}
