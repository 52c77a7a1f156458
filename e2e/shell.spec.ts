import { expect, test, type Page } from './fixtures';
import { logIn } from './support/session';

const visibleStripItems = (page: Page) =>
  page.getByTestId('category-strip').getByRole('link').filter({ visible: true });

test.describe('navigation bar and category strip by width', () => {
  test('375 px: hamburger menu, no strip', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about');
    const navbar = page.getByTestId('navbar');
    await expect(navbar.getByRole('link', { name: 'Explore' })).toBeHidden();
    await expect(page.getByTestId('category-strip')).toBeHidden();
    const burger = navbar.getByRole('button', { name: 'Menu' });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
    // Clicking outside the navbar closes the menu.
    await page.mouse.click(200, 600);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('800 px: inline links and six categories on other pages; none on home until scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/about');
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(page.getByTestId('category-strip')).toBeVisible();
    await expect(visibleStripItems(page)).toHaveCount(6);

    await page.goto('/');
    await expect(page.getByTestId('category-strip')).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('category-strip')).toBeVisible();
  });

  test('1280 px: all thirteen categories', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(visibleStripItems(page)).toHaveCount(13);
    await expect(page.getByTestId('category-strip').getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/gigs?cat=web',
    );
  });
});

test('dark mode is kept in a cookie and survives a reload with no light flash', async ({ page, context }) => {
  await page.goto('/about');
  await expect(page.locator('body')).not.toHaveClass(/dark/);
  await page.getByTestId('navbar').getByRole('button', { name: 'Dark mode' }).first().click();
  await expect(page.locator('body')).toHaveClass(/dark/);
  const cookie = (await context.cookies()).find((c) => c.name === 'dark_mode');
  expect(cookie).toBeDefined();
  // About a month.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86400_000);
  // The server renders the dark body class itself.
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('<body class="dark">');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/dark/);
});

test('public pages arrive server-rendered without hydration errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  for (const path of ['/', '/about', '/profile/priya.designs', '/help', '/login']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(problems).toEqual([]);
});

test('a missing order, conversation or checkout renders its message on the server and hydrates without a mismatch', async ({
  page,
}) => {
  await logIn(page, 'ananya');
  const problems: string[] = [];
  page.on('console', (m) => {
    // The browser logs the page's own 404 as a failed load; that status is what the test asks for.
    const ownStatus = m.location().url === page.url() && /status of 404/.test(m.text());
    if ((m.type() === 'error' && !ownStatus) || /hydrat/i.test(m.text())) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  // The server renders these from the API's refusal; the browser's first render must show the same thing.
  // A missing order or gig is a real 404. A conversation's address answers 200: a pair that has not talked yet is
  // a conversation about to start, and the page (not the status) tells the two apart.
  const missing = [
    ['/orders/no-such-order', 'Order not found', 'Order not found', 404],
    ['/message/no-such_conversation', 'Conversation not found', 'This conversation does not exist.', 200],
    ['/pay/no-such-gig', 'Gig not found', 'Error fetching gig details.', 404],
  ] as const;
  for (const [path, heading, text, status] of missing) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(status);
    // The page keeps its one main heading, so a screen reader's heading list still says where the user is.
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText(text)).toBeVisible();
  }
  expect(problems).toEqual([]);
});
