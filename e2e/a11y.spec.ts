import { expect, test, type Page } from './fixtures';
import { axeViolations } from './support/accessibility';

// Automated WCAG 2.1 A/AA checks (colour contrast included) on the public and account pages, light and dark.
const PAGES = [
  '/',
  '/gigs',
  '/gig/first',
  '/about',
  '/help',
  '/terms',
  '/login',
  '/register',
  '/profile/priya.designs',
];

async function userId(page: Page, username: string) {
  return ((await (await page.request.get(`/api/users/${username}`)).json()) as { _id: string })._id;
}

for (const dark of [false, true]) {
  test.describe(dark ? 'dark mode' : 'light mode', () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
      // The once-per-session welcome popup is covered by its own test; keep it out of these scans.
      await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page, request }) => {
        let url = path;
        if (path === '/gig/first') {
          const [gig] = (await (await request.get('/api/gigs?limit=1')).json()) as Array<{ _id: string }>;
          url = `/gig/${gig!._id}`;
        }
        await page.goto(url, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('/settings, signed in, with a picture error showing, has no axe violations', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'karthik_r', password: 'gigbazaar1' },
      });
      expect(login.status()).toBe(200);
      await page.goto('/settings', { waitUntil: 'networkidle' });
      await page
        .getByTestId('profile-picture-input')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(page.getByText('Please select an image')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    // The admins' tools: the reports queue (with a report in it, so its item, history and actions are scanned)
    // and the audit log.
    test('/admin/reports and /admin/audit, as an admin, have no axe violations', async ({ page, browser }) => {
      const reporter = await browser.newContext();
      const asBuyer = await reporter.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'neha.gupta', password: 'gigbazaar1' },
      });
      expect(asBuyer.status()).toBe(200);
      const reported = await reporter.request.post('/api/reports', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { target: 'user', id: await userId(page, 'dhruv.beats'), reason: 'spam' },
      });
      expect([201, 409]).toContain(reported.status());
      await reporter.close();
      const login = await page.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'aarav', password: 'gigbazaar1' },
      });
      expect(login.status()).toBe(200);
      for (const path of ['/admin/reports', '/admin/audit']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.goto('/admin/reports', { waitUntil: 'networkidle' });
      await expect(page.getByText('dhruv.beats').first()).toBeVisible();
    });
  });
}

// The signed-in commerce and messaging screens, light and dark: orders, the pay page with its terms open,
// the messages list, and a conversation with its first-open notice and then without it.
for (const dark of [false, true]) {
  test.describe(`signed in, ${dark ? 'dark' : 'light'} mode`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
      const login = await page.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'sneha_m', password: 'gigbazaar1' },
      });
      expect(login.status()).toBe(200);
    });

    test('the dashboard, /orders, /pay/{id} and /messages have no axe violations', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByText('Latest Order')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/orders', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Completed' }).click();
      expect(await axeViolations(page)).toEqual([]);

      const seller = (await (await page.request.get('/api/users/meera.writes')).json()) as { _id: string };
      const [gig] = (await (await page.request.get(`/api/gigs?userId=${seller._id}`)).json()) as Array<{ _id: string }>;
      await page.goto(`/pay/${gig!._id}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /Terms and Conditions/ }).click();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/messages', { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a conversation, with its first-open notice and after it, has no axe violations', async ({ page }) => {
      const seller = (await (await page.request.get('/api/users/meera.writes')).json()) as { _id: string };
      const opened = await page.request.post('/api/conversations', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { to: seller._id },
      });
      const { id } = (await opened.json()) as { id: string };
      await page.goto(`/message/${id}`, { waitUntil: 'networkidle' });
      const notice = page.getByRole('dialog', { name: 'Messages are moderated' });
      await expect(notice).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await notice.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog', { name: 'What we keep' }).getByRole('button', { name: 'I understand' }).click();
      await expect(page.getByLabel('Write a message')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

// An order's page (a delivered demo order: timeline with a file, its actions, the approve confirmation) and the
// admins' disputes (the demo's open dispute with its timeline and decision form), light and dark.
for (const dark of [false, true]) {
  test.describe(`order pages, ${dark ? 'dark' : 'light'} mode`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
      await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    });

    test('/orders/{id} (a delivered and a late order) and their confirmations have no axe violations', async ({
      page,
    }) => {
      const login = await page.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'ananya', password: 'gigbazaar1' },
      });
      expect(login.status()).toBe(200);
      const orders = (await (await page.request.get('/api/orders?status=all')).json()) as Array<{
        _id: string;
        status: string;
      }>;
      const delivered = orders.find((o) => o.status === 'completed');
      expect(delivered).toBeTruthy();
      await page.goto(`/orders/${delivered!._id}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('list', { name: 'Order history' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Approve and release payment?' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // A late order: its late mark, its deadline in the warning colour, and the late cancel's form.
      const late = orders.find((o) => o.status === 'paid' && (o as { isLate?: boolean }).isLate);
      expect(late).toBeTruthy();
      await page.goto(`/orders/${late!._id}`, { waitUntil: 'networkidle' });
      await expect(page.getByText('Late', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel late order' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Cancel this late order?' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('/admin/disputes, as an admin, has no axe violations', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', {
        headers: { 'X-Requested-With': 'fetch' },
        data: { username: 'aarav', password: 'gigbazaar1' },
      });
      expect(login.status()).toBe(200);
      await page.goto('/admin/disputes', { waitUntil: 'networkidle' });
      await expect(page.getByRole('list', { name: 'Open disputes' }).getByRole('article').first()).toBeVisible();
      await page.getByLabel('Split (a partial refund)').first().check();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
