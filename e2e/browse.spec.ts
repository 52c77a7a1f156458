import { expect, test, waitForHydration, type APIRequestContext, type Locator, type Page } from './fixtures';

interface Gig {
  _id: string;
  userId: string;
  title: string;
  cover: string;
  price: number;
  starNumber: number;
  seller: { username: string };
}
interface Review {
  userId: string;
  desc: string;
}

const SEARCH_PLACEHOLDER = 'Try "Building a personal website"';
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(n)}`;
/** Text as React writes it into HTML. */
const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** An attribute value as the meta helper writes it. */
const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function allGigs(request: APIRequestContext): Promise<Gig[]> {
  const res = await request.get('/api/gigs?limit=100');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Gig[];
}

async function reviewsOf(request: APIRequestContext, gigId: string): Promise<Review[]> {
  return (await (await request.get(`/api/reviews/${gigId}?limit=100`)).json()) as Review[];
}

/** The prices on the visible cards, in rupees ("STARTING AT ₹ 1,499"). */
async function cardPrices(grid: Locator): Promise<number[]> {
  const texts = await grid.getByRole('article').allTextContents();
  return texts.map((t) => {
    const m = /STARTING AT\s*₹\s*([\d,]+)/.exec(t);
    expect(m, `a price in "${t}"`).not.toBeNull();
    return Number(m![1].replace(/,/g, ''));
  });
}

/** Drags across the slider with the mouse, as a finger would swipe. */
async function swipe(page: Page, slider: Locator, direction: 'left' | 'right') {
  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.7, 0.3] : [0.3, 0.7];
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, y, { steps: 8 });
  await page.mouse.up();
}

function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('browsing gigs', () => {
  test('a visitor searches, filters by budget, sorts, opens a gig, swipes its pictures and cannot review', async ({
    page,
  }) => {
    const problems = watchForProblems(page);

    // Search from the home hero, once the page is interactive (and without the welcome popup).
    await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    await page.goto('/');
    await waitForHydration(page);
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    await search.fill('logo design');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)design/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.getByText('Where talent meets opportunity')).toBeVisible();
    await expect(page.getByText('Results for “logo design”')).toBeVisible();
    const results = page.getByRole('region', { name: 'Gigs' });
    const grid = page.getByTestId('gig-grid');
    await expect(grid.getByRole('article').first()).toBeVisible();

    // Budget: min and max, then Apply; the URL keeps the search and adds the bounds.
    await page.getByLabel('Min budget').fill('1000');
    await page.getByLabel('Max budget').fill('20000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
    await expect(page).toHaveURL(/search=logo/);
    await expect(page).toHaveURL(/min=1000/);
    await expect(page).toHaveURL(/max=20000/);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(grid.getByRole('article').first()).toBeVisible();
    const prices = await cardPrices(grid);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(20000);
    }

    // Sort: a segmented control; Newest puts sort=createdAt in the URL.
    const bestSelling = page.getByRole('button', { name: 'Best Selling' });
    const newest = page.getByRole('button', { name: 'Newest' });
    await expect(bestSelling).toHaveAttribute('aria-pressed', 'true');
    await newest.click();
    await expect(page).toHaveURL(/sort=createdAt/);
    await expect(page).toHaveURL(/min=1000/);
    await expect(newest).toHaveAttribute('aria-pressed', 'true');
    await expect(bestSelling).toHaveAttribute('aria-pressed', 'false');
    await expect(results).toHaveAttribute('aria-busy', 'false');

    // A reload of the URL reproduces the view.
    await page.reload();
    await expect(page.getByLabel('Min budget')).toHaveValue('1000');
    await expect(page.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');

    // Open the first gig.
    const first = grid.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!.replace(/\.\.\.$/, '');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/gig\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
    await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About This Gig' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About The Seller' })).toBeVisible();
    await expect(page.getByTestId('pricing-card').getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      /^\/pay\//,
    );

    // The slider: swipe, previous/next (wrapping both ways), dots, keyboard.
    const slider = page.getByRole('region', { name: /^Pictures of/ });
    const dot = (n: number) => slider.getByRole('button', { name: `Go to slide ${n}` });
    const count = await slider.getByRole('button', { name: /^Go to slide/ }).count();
    expect(count).toBeGreaterThan(1);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await swipe(page, slider, 'left');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
    await swipe(page, slider, 'right');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Previous image' }).click();
    await expect(dot(count)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('slide-counter')).toContainText(`3 / ${count}`);
    await slider.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    // Reviews: a visitor sees the login message instead of the form.
    await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeVisible();
    const replacement = page.getByTestId('review-form-replacement');
    await expect(replacement).toContainText('Please login to leave a review');
    await expect(replacement.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    // Contact Me asks a visitor to log in; Report is not there yet.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Contact Me' }).click();
    await page.getByRole('button', { name: 'Report' }).click();
    await expect.poll(() => dialogs).toEqual(['You must be logged in to contact the seller.', 'Reporting coming soon']);

    expect(problems).toEqual([]);
  });

  test('an empty search offers to clear the filters', async ({ page }) => {
    await page.goto('/gigs?search=qqqzzzxxyy&min=1&max=2');
    await expect(page.getByText('No gigs match your search…')).toBeVisible();
    await expect(page.getByLabel('Min budget')).toHaveValue('1');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/gigs$/);
    // The fields follow the URL.
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Min budget')).toHaveValue('');
    await expect(page.getByLabel('Max budget')).toHaveValue('');
    await expect(page.getByTestId('gig-grid').getByRole('article').first()).toBeVisible();
  });

  test('a search with no English letters or numbers says so instead of calling every gig its results', async ({
    page,
  }) => {
    await page.goto(`/gigs?search=${encodeURIComponent('लोगो डिज़ाइन')}`);
    await expect(
      page.getByText(
        'Search reads English letters and numbers, and “लोगो डिज़ाइन” has none, so it was left out. Try English words, such as “logo design”.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Results for/)).toHaveCount(0);
    await expect(page.getByTestId('gig-grid').getByRole('article').first()).toBeVisible();
    // A search with a word to read is a search again, with its results line and no note.
    await page.goto('/gigs?search=logo');
    await expect(page.getByText('Results for “logo”')).toBeVisible();
    await expect(page.getByText(/Search reads English letters/)).toHaveCount(0);
  });

  test('on a phone the budget boxes have room for the amounts typed in them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/gigs?min=1500&max=250000');
    for (const name of ['Min budget', 'Max budget']) {
      const box = page.getByLabel(name);
      const fits = await box.evaluate((input: HTMLInputElement) => {
        // The amount's width in the box's own font, against the room left beside the ₹ sign.
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.value).width <= room;
      });
      expect(fits, `${name} shows its whole amount`).toBe(true);
    }
    // Nothing sticks out of the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('explore pages through the list with Load more', async ({ page, request }) => {
    const total = (await allGigs(request)).length;
    // The seeded demo catalogue has 66 gigs: more than one page of 24, so paging always has work to do.
    expect(total).toBeGreaterThan(24);
    await page.goto('/gigs');
    const cards = page.getByTestId('gig-grid').getByRole('article');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    // The cards are distinct gigs: the cursor moved on.
    const links = await cards.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
  });
});

test.describe('reviewing a gig', () => {
  test('a signed-in buyer writes a review and sees it in the list', async ({ page, request }) => {
    await page.goto('/login');
    // The button is enabled once the form is interactive; typing earlier would be lost to hydration.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await page.getByLabel('Username or email').fill('sneha_m');
    await page.getByLabel('Password', { exact: true }).fill('gigbazaar1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { _id: string };

    // A gig she neither owns nor has reviewed yet.
    let target: Gig | undefined;
    for (const gig of await allGigs(request)) {
      if (gig.userId === me._id) continue;
      if (!(await reviewsOf(request, gig._id)).some((r) => r.userId === me._id)) {
        target = gig;
        break;
      }
    }
    expect(target, 'a gig sneha_m has not reviewed').toBeDefined();

    await page.goto(`/gig/${target!._id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form).toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();

    // The review rules' order: text first, then the rating.
    await submit.click();
    await expect(form.getByText('Please write a review')).toBeVisible();
    const text = `Clear communication and the files arrived a day early. Thank you! (e2e ${Date.now()})`;
    await form.getByLabel('Your review').fill(text);
    await submit.click();
    await expect(form.getByText('Please select a rating')).toBeVisible();

    // The rating chooser is a radio group with the five rating options.
    for (const option of ['5 Excellent', '4 Very Good', '3 Good', '2 Fair', '1 Poor']) {
      await expect(form.getByRole('radio', { name: option })).toBeVisible();
    }
    await form.getByRole('radio', { name: '4 Very Good' }).check();
    await submit.click();

    await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();
    const list = page.getByRole('region', { name: /^Reviews/ });
    await expect(list.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(page.getByTestId('review-form-replacement')).toContainText('You have already reviewed this gig');
    // The notice goes away after 2 seconds.
    await expect(page.getByText('Thank you! Your review has been posted.')).toBeHidden({ timeout: 5_000 });

    // Contact Me for a signed-in buyer opens the conversation with the seller.
    await page.getByRole('button', { name: 'Contact Me' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
  });

  test('a seller sees their own gig without Contact Me, order or review form', async ({ page, request }) => {
    const login = await page.request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'fetch' },
      data: { username: 'priya.designs', password: 'gigbazaar1' },
    });
    expect(login.ok()).toBe(true);
    const gig = (await allGigs(request)).find((g) => g.seller.username === 'priya.designs');
    expect(gig).toBeDefined();
    await page.goto(`/gig/${gig!._id}`);
    await expect(page.getByTestId('review-form-replacement')).toContainText('You cannot review your own gig');
    await expect(page.getByRole('button', { name: 'Contact Me' })).toHaveCount(0);
    await expect(page.getByTestId('pricing-card').getByRole('link', { name: 'Continue' })).toHaveCount(0);
  });
});

test.describe('server rendering of browse pages', () => {
  test('the gig page HTML carries the gig, its seller, a review and the link-preview tags', async ({ request }) => {
    const gigs = await allGigs(request);
    const gig = gigs.find((g) => g.starNumber > 0) ?? gigs[0];
    const reviews = await reviewsOf(request, gig._id);
    const res = await request.get(`/gig/${gig._id}`);
    expect(res.status()).toBe(200);
    const page = await res.text();
    expect(page).toContain(html(gig.title));
    expect(page).toContain(rupees(gig.price));
    expect(page).toContain(html(gig.seller.username));
    if (reviews.length > 0) expect(page).toContain(html(reviews[0].desc.split('\n')[0]));
    expect(page).toContain(`<meta property="og:title" content="${attr(gig.title)}"`);
    expect(page).toMatch(new RegExp(`<meta property="og:description" content="[^"]*— from ${rupees(gig.price)}"`));
    expect(page).toContain(`<meta property="og:image" content="http`);
    expect(page).toContain(`${gig.cover}" />`);
    expect(page).toContain('<meta property="og:type" content="product"');
  });

  test('explore and the gig page hydrate without errors, for visitors and signed-in buyers', async ({
    page,
    request,
  }) => {
    const problems = watchForProblems(page);
    const gig = (await allGigs(request))[0];
    for (const path of ['/gigs?search=logo&sort=createdAt', `/gig/${gig._id}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    const login = await page.request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'fetch' },
      data: { username: 'sneha_m', password: 'gigbazaar1' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`/gig/${gig._id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Contact Me' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an unknown gig is a real 404 page', async ({ request }) => {
    const res = await request.get('/gig/no-such-gig');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Gig not found');
  });

  test('explore arrives with its cards', async ({ request }) => {
    const gigs = await allGigs(request);
    const res = await request.get('/gigs');
    expect(res.status()).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Explore | GigBazaar</title>');
    expect(page).toContain('Where talent meets opportunity');
    expect(page).toContain(html(gigs[0].seller.username));
    expect(page).toContain(`href="/gig/${gigs[0]._id}"`);
  });
});
