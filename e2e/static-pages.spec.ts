import { test, expect, type Page } from './fixtures';

/** Each static page: its path, its <h1>, its document title and a sentence only that page says. */
const PAGES = [
  { path: '/about', h1: 'About', title: 'About', text: 'was founded in September 2024 in Hyderabad' },
  { path: '/terms', h1: 'Terms and Conditions', title: 'Terms and Conditions', text: 'The standard rate is 10%' },
  { path: '/contact', h1: 'Contact Us', title: 'Contact Us', text: 'All times are India Standard Time (IST)' },
  {
    path: '/refund',
    h1: 'Cancellation & Refund Policy',
    title: 'Cancellation & Refund Policy',
    text: 'Partial refunds',
  },
  { path: '/shipping', h1: 'Shipping Policy', title: 'Shipping Policy', text: 'Nothing is shipped physically' },
  {
    path: '/privacypolicy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy',
    text: 'never receives or stores your card details',
  },
  {
    path: '/gigbazaar-ai-privacy',
    h1: 'AI Privacy Policy',
    title: 'AI Privacy Policy',
    text: 'Rejected messages are not stored.',
  },
  { path: '/takedown', h1: 'Takedown Policy', title: 'Takedown Policy', text: 'Within 24 hours of the decision' },
  { path: '/roadmap', h1: 'Roadmap', title: 'Roadmap', text: 'Our public launch is planned for' },
  { path: '/extra', h1: 'Links', title: 'Links', text: 'Every page of GigBazaar in one place' },
  { path: '/help', h1: 'Help Centre', title: 'Help Centre', text: 'Start with the known issues below' },
];

const KNOWN_ISSUES = [
  'Unresponsive buttons',
  'Mobile session issues',
  'Data loading latency',
  'Mobile messaging stability',
  'AI moderation false flags',
  'Mobile display',
];

/** Opens a page and waits until the client has loaded its chunks (and so has hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('static pages', () => {
  for (const p of PAGES) {
    test(`${p.path} shows its heading and content`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${p.title} | GigBazaar`);
      await expect(page.getByText(p.text).first()).toBeVisible();
    });
  }

  test('the terms have exactly eight numbered sections, dated December 2024', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated: December 2024')).toBeVisible();
    const sections = page.locator('main section h2');
    await expect(sections).toHaveText([
      '1. Agreement to Terms',
      '2. Account Creation',
      '3. Prohibited Activities',
      '4. Payments and Fees',
      '5. Content Policy',
      '6. Termination',
      '7. Contact',
      '8. Changes to Terms',
    ]);
  });

  test('the refund policy is dated and gives the seven-day window', async ({ page }) => {
    await page.goto('/refund');
    await expect(page.getByText('Last updated: December 2024')).toBeVisible();
    await expect(page.getByText(/within 7 days of the order being completed or\s+delivered/)).toBeVisible();
  });

  test('the contact page lists support hours and response times in tables', async ({ page }) => {
    await page.goto('/contact');
    const hours = page.getByRole('table', { name: 'Support hours in India Standard Time' });
    await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
    await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('10:00 – 14:00');
    const times = page.getByRole('table', { name: 'How quickly we reply, by type of query' });
    await expect(times.getByRole('row', { name: /Payment queries/ })).toContainText('24 hours');
    await expect(times.getByRole('row', { name: /Technical issues/ })).toContainText('48 hours');
    await expect(page.getByText('Hyderabad, Telangana, India').first()).toBeVisible();
  });

  test('the about page links to the founder and the policies', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { name: 'Aarav Sharma' })).toBeVisible();
    const main = page.locator('main');
    for (const name of ['Contact Us', 'Terms and Conditions', 'Cancellation/Refund Policy', 'Shipping Policy']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /View Aarav’s profile/ })).toHaveAttribute('href', '/profile/aarav');
  });

  test('the roadmap runs from v0.01 to v2.0', async ({ page }) => {
    await page.goto('/roadmap');
    const versions = page.locator('main ol h2');
    await expect(versions).toHaveCount(6);
    await expect(versions.first()).toContainText('v0.01');
    await expect(versions.last()).toContainText('v2.0');
    await expect(page.getByText('mid 2025').first()).toBeVisible();
  });
});

test.describe('help centre', () => {
  test('shows the six known issues by default, each with a recommended action', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('tab', { name: 'Known Issues' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Known Issues' });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(KNOWN_ISSUES);
    await expect(panel.getByText('Recommended action')).toHaveCount(6);
    await expect(panel.getByText('Pause for 2–3 seconds between messages.')).toBeVisible();
  });

  test('each tab shows its own panel when clicked', async ({ page }) => {
    await open(page, '/help');
    const cases = [
      { tab: 'FAQ', param: 'faq', text: 'This section is under development' },
      { tab: 'Main Features', param: 'features', text: 'This section is under development' },
      { tab: 'Support', param: 'support', text: 'This section is under development' },
      { tab: 'Resources', param: 'resources', text: 'Guides to download and keep' },
      { tab: 'Known Issues', param: null, text: 'Unresponsive buttons' },
    ];
    for (const c of cases) {
      const tab = page.getByRole('tab', { name: c.tab });
      await expect(async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
      }).toPass();
      const panel = page.getByRole('tabpanel', { name: c.tab });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(c.text)).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      if (c.param) await expect(page).toHaveURL(new RegExp(`[?&]tab=${c.param}`));
      else await expect(page).not.toHaveURL(/tab=/);
    }
  });

  test('the resources buttons show an inline coming-soon notice', async ({ page }) => {
    await open(page, '/help?tab=resources');
    const panel = page.getByRole('tabpanel', { name: 'Resources' });
    for (const name of ['Documentation', 'User Guide', 'Quick Start Guide']) {
      await expect(panel.getByRole('button', { name })).toBeVisible();
    }
    const button = panel.getByRole('button', { name: 'User Guide' });
    await expect(async () => {
      await button.click();
      await expect(panel.getByText('The User Guide isn’t ready to download yet.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(panel.getByText('Coming soon.')).toHaveCount(1);
  });

  test('the tab query parameter selects a tab on first load', async ({ page }) => {
    await page.goto('/help?tab=support');
    await expect(page.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Support' })).toBeVisible();
  });

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await open(page, '/help');
    const first = page.getByRole('tab', { name: 'Known Issues' });
    await first.focus();
    await expect(async () => {
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('tab', { name: 'FAQ' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Resources' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toBeFocused();
    // Only the selected tab is in the tab order.
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('tabindex', '-1');
  });
});
