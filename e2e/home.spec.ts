import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration, type Page } from './fixtures';

/** The welcome popup's once-per-session flag; tests that are not about the popup preset it. */
const POPUP_KEY = 'gb_welcome_popup_seen';
const DEMO_PASSWORD = 'gigbazaar1';

/** Opens home, ready to use (the welcome popup preset as seen unless a test is about it). */
async function openHome(page: Page, { skipPopup = true }: { skipPopup?: boolean } = {}) {
  if (skipPopup) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
  await page.goto('/');
  await waitForHydration(page);
}

async function logIn(page: Page, username: string) {
  const res = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { username, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
}

const searchForm = (page: Page) => page.getByTestId('home-search');
const userList = (page: Page) => page.getByRole('listbox', { name: 'Users' });

/** Switches the hero search to users. The toggle's name reads "Gigs, switch to Search users" in gig mode. */
async function switchToUsers(page: Page) {
  await searchForm(page).getByRole('button', { name: 'Search users' }).click();
  const box = searchForm(page).getByRole('combobox', { name: 'Search users' });
  await expect(box).toHaveAttribute('placeholder', 'Search for users...');
  return box;
}

test.describe('home search', () => {
  test('gig mode goes to /gigs with the term', async ({ page }) => {
    await openHome(page);
    const box = searchForm(page).getByRole('searchbox', { name: 'Search gigs' });
    await expect(box).toHaveAttribute('placeholder', 'Try "Building a personal website"');
    await box.fill('logo design');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)design$/);
  });

  test('users mode: "pri" finds priya.designs; choosing her opens the profile and clears the box', async ({ page }) => {
    await openHome(page);
    const box = await switchToUsers(page);
    await box.fill('pri');
    const option = userList(page).getByRole('option', { name: /priya\.designs/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Seller');
    await expect(option.locator('img')).toHaveCount(1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await option.click();
    await expect(page).toHaveURL(/\/profile\/priya\.designs$/);

    await page.goBack();
    await waitForHydration(page);
    await expect(searchForm(page).locator('input')).toHaveValue('');
  });

  test('users mode: "@sellers" lists only sellers, and the keyboard picks one', async ({ page }) => {
    const sellers = (await (await page.request.get('/api/users?search=%40sellers&limit=8')).json()) as Array<{
      username: string;
      isSeller: boolean;
    }>;
    expect(sellers.length).toBeGreaterThanOrEqual(4);
    expect(sellers.every((u) => u.isSeller)).toBe(true);

    await openHome(page);
    const box = await switchToUsers(page);
    await box.fill('@sellers');
    const options = userList(page).getByRole('option');
    await expect(options).toHaveCount(sellers.length);
    for (let i = 0; i < sellers.length; i++) {
      await expect(options.nth(i)).toContainText(sellers[i]!.username);
      await expect(options.nth(i)).toContainText('Seller');
    }
    for (const buyer of ['ananya', 'vikram.k', 'sneha_m']) {
      await expect(userList(page).getByRole('option', { name: buyer })).toHaveCount(0);
    }

    // Arrow keys move the active option (aria-activedescendant); Enter opens it and clears the box.
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await box.press('ArrowUp'); // wraps to the last
    await expect(options.nth(sellers.length - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/profile/${sellers[sellers.length - 1]!.username.replace('.', '\\.')}$`));
  });

  test('"@all" lists everyone, an unknown prefix says "No users found", Escape closes the list', async ({ page }) => {
    const everyone = (await (await page.request.get('/api/users?search=%40all&limit=100')).json()) as Array<{
      username: string;
    }>;
    expect(everyone.length).toBeGreaterThan(10);
    await openHome(page);
    const box = await switchToUsers(page);
    await box.fill('@all');
    // A page at a time: scrolling to the end of the list brings the next page by cursor, until all are listed.
    const options = userList(page).getByRole('option');
    await expect(options).toHaveCount(10);
    await expect(userList(page)).toContainText('Scroll for more users');
    await expect(async () => {
      await userList(page).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      await expect(options).toHaveCount(everyone.length, { timeout: 1_000 });
    }).toPass();
    await expect(options.last()).toContainText(everyone[everyone.length - 1]!.username);
    await expect(userList(page)).not.toContainText('Scroll for more users');
    await box.press('Escape');
    await expect(userList(page)).toBeHidden();
    await box.fill('zzqx');
    await expect(searchForm(page).getByText('No users found')).toBeVisible();
    await expect(userList(page)).toBeHidden();
  });

  test('toggling the mode clears the text and the results', async ({ page }) => {
    await openHome(page);
    const box = await switchToUsers(page);
    await box.fill('pri');
    await expect(userList(page).getByRole('option').first()).toBeVisible();

    await searchForm(page).getByRole('button', { name: 'Search gigs' }).click();
    const gigBox = searchForm(page).getByRole('searchbox', { name: 'Search gigs' });
    await expect(gigBox).toHaveValue('');
    await expect(gigBox).toHaveAttribute('placeholder', 'Try "Building a personal website"');
    await expect(userList(page)).toHaveCount(0);

    const again = await switchToUsers(page);
    await expect(again).toHaveValue('');
    await expect(userList(page)).toBeHidden();
  });

  test('clicking outside the search box closes the dropdown', async ({ page }) => {
    await openHome(page);
    const box = await switchToUsers(page);
    await box.fill('r');
    await expect(userList(page).getByRole('option').first()).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(userList(page)).toBeHidden();
    await expect(box).toHaveValue('r');
    // Typing again reopens it.
    await box.fill('ro');
    await expect(userList(page).getByRole('option', { name: /rohan_dev/ })).toBeVisible();
  });
});

test.describe('home category carousel', () => {
  const CATEGORIES: Array<[string, string]> = [
    ['App Development', 'app'],
    ['Logo Design', 'logo'],
    ['Marketing', 'marketing'],
    ['Voice Over', 'voice'],
    ['Photos', 'photo'],
    ['Social Media', 'social media'],
    ['Data Science', 'data'],
    ['Illustration', 'art'],
  ];

  test('the eight categories link to /gigs?search=...', async ({ page }) => {
    await openHome(page);
    const links = page.getByTestId('home-categories').getByRole('list').getByRole('link');
    await expect(links).toHaveCount(8);
    for (let i = 0; i < CATEGORIES.length; i++) {
      const [label, search] = CATEGORIES[i]!;
      await expect(links.nth(i)).toContainText(label);
      await expect(links.nth(i)).toHaveAttribute('href', `/gigs?${new URLSearchParams({ search })}`);
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/gigs\?search=app$/);
  });

  // Slides per view by width (carouselSlides in packages/shared/src/rules/layout.ts), done in CSS.
  for (const [width, slides] of [
    [375, 2],
    [700, 3],
    [1000, 4],
    [1280, 5],
  ] as const) {
    test(`${width} px shows ${slides} slides; previous/next page through and stop at the ends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      const section = page.getByTestId('home-categories');
      const track = section.getByRole('list');
      const fullyVisible = () =>
        track.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return Array.from(el.querySelectorAll('li')).filter((li) => {
            const r = li.getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1;
          }).length;
        });
      await expect.poll(fullyVisible).toBe(slides);

      const prev = section.getByRole('button', { name: 'Previous categories' });
      const next = section.getByRole('button', { name: 'Next categories' });
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      const pages = Math.ceil(8 / slides);
      for (let i = 1; i < pages; i++) {
        await next.click();
        await expect(prev).toHaveAttribute('aria-disabled', 'false');
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(section.getByRole('link', { name: /Illustration/ })).toBeInViewport();
      // Keyboard: the buttons are reachable and work with Enter.
      await prev.focus();
      await page.keyboard.press('Enter');
      await expect(next).toHaveAttribute('aria-disabled', 'false');
    });
  }
});

test.describe('home blocks', () => {
  test('top-rated gigs arrive server-rendered: three cards', async ({ page, request }) => {
    const gigs = (await (await request.get('/api/gigs/top-rated?limit=3')).json()) as Array<{ title: string }>;
    expect(gigs).toHaveLength(3);
    const html = await (await request.get('/')).text();
    expect(html).toContain('Top rated gigs');
    expect(html.split('STARTING AT').length - 1).toBe(3);
    expect(html).toMatch(/<title>GigBazaar[^<]*<\/title>/);

    await openHome(page);
    const widget = page.getByTestId('home-top-rated');
    await expect(widget.getByRole('heading', { name: 'Top rated gigs' })).toBeVisible();
    await expect(widget.getByRole('article')).toHaveCount(3);
    await expect(widget.getByRole('link').filter({ hasText: 'STARTING AT' })).toHaveCount(3);
  });

  test('a visitor sees the marketing block with its video, not the dashboard', async ({ page }) => {
    await openHome(page);
    const block = page.getByTestId('home-marketing');
    await expect(block).toBeVisible();
    const video = block.locator('video');
    // The poster is a lazy image under the video, so it is not fetched before the block is near the screen.
    const poster = block.locator('img[src$=".webp"]');
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(video).not.toHaveAttribute('poster');
    await expect(video).toHaveAttribute('width', '960');
    await expect(video).toHaveAttribute('height', '540');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(block.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(block.getByRole('link', { name: 'Explore gigs' })).toHaveAttribute('href', '/gigs');
    await expect(page.getByTestId('home-dashboard')).toHaveCount(0);

    // On screen it plays by itself; the pause button stops it.
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await block.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(block.getByRole('button', { name: 'Play video' })).toBeVisible();
  });

  test('with reduced motion the video does not start by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const block = page.getByTestId('home-marketing');
    await block.locator('video').scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', { name: 'Play video' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await block.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('a signed-in user sees the dashboard instead of the marketing block', async ({ page }) => {
    await logIn(page, 'ananya');
    await openHome(page);
    const dashboard = page.getByTestId('home-dashboard');
    await expect(dashboard.getByText('Welcome back, ananya')).toBeVisible();
    // The demo buyer has chatted with the sellers of her open orders: the newest conversation is on the card.
    await expect(dashboard.getByTestId('latest-message')).toContainText(/ago$/);
    await expect(dashboard.getByText('No messages yet')).toHaveCount(0);
    // The demo buyer has orders (one in progress, one completed): the newest is on the card.
    await expect(dashboard.getByTestId('latest-order')).toContainText('You ordered from:');
    await expect(dashboard.getByText('Coming Soon')).toHaveCount(2);
    await expect(page.getByTestId('home-marketing')).toHaveCount(0);
    await expect(page.getByTestId('home-top-rated').getByRole('article')).toHaveCount(3);
  });
});

const popup = (page: Page) => page.getByRole('dialog', { name: 'Welcome to GigBazaar' });

test.describe('welcome popup', () => {
  test('an idle visitor gets it once per session; it takes no focus and leaves the page usable', async ({
    page,
    context,
  }) => {
    await openHome(page, { skipPopup: false });
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('do not make real payments');
    // Not modal: the focus stays where it was, nothing is inert, the hero search works beside it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
    expect(await page.locator('[inert]').count()).toBe(0);
    const box = searchForm(page).getByRole('searchbox', { name: 'Search gigs' });
    await expect(box).toBeInViewport();
    await box.fill('logo');
    await expect(box).toHaveValue('logo');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toBe('1');

    // The same session: not again.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(dialog).toBeHidden();

    // Another tab is another session: it shows there once.
    const other = await context.newPage();
    await other.goto('/');
    await waitForHydration(other);
    await expect(popup(other)).toBeVisible();
    await other.keyboard.press('Escape');
    await expect(popup(other)).toBeHidden();
  });

  test('signed-in users get it too, and its Close button works', async ({ page }) => {
    await logIn(page, 'vikram.k');
    await openHome(page, { skipPopup: false });
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('a new-message toast starts below it at 1280 px, so its Close button stays free', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, 'fatima.bakes');
    const me = ((await (await page.request.get('/api/auth/me')).json()) as { _id: string })._id;
    await openHome(page, { skipPopup: false });
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');

    // Another user writes to her while the note is open.
    const sender = await browser.newContext();
    const headers = { 'X-Requested-With': 'fetch' };
    expect(
      (
        await sender.request.post('/api/auth/login', {
          headers,
          data: { username: 'kabir.films', password: DEMO_PASSWORD },
        })
      ).ok(),
    ).toBe(true);
    const conversation = await sender.request.post('/api/conversations', { headers, data: { to: me } });
    const { id } = (await conversation.json()) as { id: string };
    const text = `Namaste! Shall we shoot the cake photos on Saturday ${Date.now().toString(36)}?`;
    expect(
      (await sender.request.post('/api/messages', { headers, data: { conversationId: id, desc: text } })).ok(),
    ).toBe(true);
    await sender.close();

    const toast = page.getByRole('alert').filter({ hasText: 'Shall we shoot the cake photos' });
    await expect(toast).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    const closeBox = (await close.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y, 'the toast covers the welcome note').toBeGreaterThanOrEqual(closeBox.y + closeBox.height);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  for (const [width, height] of [
    [375, 667],
    [1024, 768],
    [1280, 720],
  ] as const) {
    test(`at ${width} px it leaves the hero search in view and has no axe violations, light and dark`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height });
      for (const dark of [false, true]) {
        await context.clearCookies();
        if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
        await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
        await openHome(page, { skipPopup: false });
        const dialog = popup(page);
        await expect(dialog).toBeVisible();
        const form = (await searchForm(page).boundingBox())!;
        const card = (await dialog.boundingBox())!;
        const overlaps =
          card.x < form.x + form.width &&
          form.x < card.x + card.width &&
          card.y < form.y + form.height &&
          form.y < card.y + card.height;
        expect(overlaps, 'the popup covers the hero search').toBe(false);
        const results = await new AxeBuilder({ page })
          .include('dialog')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      }
    });
  }
});

/**
 * Holds the app's entry script back, as a slow phone would, so that what a test does right after the page appears
 * happens before the page is interactive (on this machine hydration can beat Playwright's first click), until
 * the returned release() is called.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('a visitor who starts at once is never interrupted', () => {
  test('typing into the hero search right after the page loads and pressing Enter lands on the results', async ({
    page,
  }) => {
    // As soon as the response starts: the field is typed into while the page is still loading its scripts.
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search gigs' });
    await box.fill('logo design');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)design$/);
    await waitForHydration(page);
    await expect(page.getByText('Results for “logo design”')).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('typing slowly through the moment the popup used to open keeps the focus and every letter', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search gigs' });
    // About two seconds of typing, started before the scripts run (they are let go after the first letters): it
    // spans hydration and the idle moment after it, when the popup used to open and take the focus.
    const typing = box.pressSequentially('logo design', { delay: 180 });
    await expect(box).not.toHaveValue('');
    release();
    await typing;
    await waitForHydration(page);
    // Well past the second in which an idle visitor gets the popup.
    await page.waitForTimeout(1500);
    await expect(popup(page)).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('logo design');
    // Not shown, so not used up: the session flag stays unset.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_KEY)).toBeNull();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)design$/);
    await expect(page.getByText('Results for “logo design”')).toBeVisible();
  });

  for (const [what, act] of [
    ['a click', (page: Page) => page.getByRole('heading', { level: 1 }).click()],
    ['a scroll', (page: Page) => page.mouse.wheel(0, 300)],
    ['a key', (page: Page) => page.keyboard.press('Tab')],
  ] as const) {
    test(`${what} before the page is interactive keeps the popup away`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await act(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      release();
      await waitForHydration(page);
      await page.waitForTimeout(1500);
      await expect(popup(page)).toHaveCount(0);
    });
  }
});
