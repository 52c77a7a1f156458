import { test, expect, type Page } from './fixtures';
import { logIn, personIn } from './support/session';

/** Dismisses the two-step first-open notice, checking both steps. */
async function acceptFirstOpenNotice(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Messages are moderated' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'What we keep' });
  await expect(second.getByText('Step 2 of 2')).toBeVisible();
  await second.getByRole('button', { name: 'I understand' }).click();
  await expect(second).toBeHidden();
}

async function firstGigOf(page: Page, username: string) {
  const user = (await (await page.request.get(`/api/users/${username}`)).json()) as { _id: string };
  const gigs = (await (await page.request.get(`/api/gigs?userId=${user._id}`)).json()) as Array<{ _id: string }>;
  return gigs[0]!._id;
}

test.describe('messaging', () => {
  test('Contact Me from a gig, the first-open notice, live delivery both ways, typing, the moderator, unread and toasts', async ({
    page,
    browser,
  }) => {
    // The buyer contacts the seller from one of the seller's gigs.
    await logIn(page, 'sneha_m');
    const gigId = await firstGigOf(page, 'meera.writes');
    await page.goto(`/gig/${gigId}`);
    await page.getByRole('button', { name: 'Contact Me' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
    const conversationUrl = page.url();
    await acceptFirstOpenNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'meera.writes' })).toBeVisible();
    await expect(page.getByTestId('presence')).toHaveText(/Online|Offline/);

    // The notice is remembered for this user.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Messages are moderated' })).toBeHidden();

    // The seller, in another browser, waits on another page for a toast.
    const seller = await personIn(browser, 'meera.writes');
    await seller.page.goto('/gigs');
    // Messages sent before the seller's socket is up are not replayed to a toast; wait for it, as a person would be there.
    await expect(seller.page.locator('html')).toHaveAttribute('data-live', 'open');
    await seller.page.waitForLoadState('networkidle');

    const input = page.getByLabel('Write a message');
    await input.fill('Hello! Could you write');
    await input.press('Shift+Enter');
    await input.pressSequentially('three blog posts about millets?');
    await input.press('Enter');
    const sent = page.getByTestId('message').filter({ hasText: 'three blog posts about millets?' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText('Hello! Could you write\nthree blog posts');
    await expect(input).toHaveValue('');
    // Its "Sending…" copy is gone once the saved one is there, whichever of the socket and the POST answered first.
    await expect(page.locator('[data-testid="message"][data-pending]')).toHaveCount(0);

    await expect(seller.page.getByText(/sneha_m: Hello! Could you write/)).toBeVisible();

    // The seller's list shows it unread with the 8-character preview; marking it read clears the dot.
    await seller.page.goto('/messages');
    const row = seller.page.getByTestId('conversation-row').filter({ hasText: 'sneha_m' });
    await expect(row.getByText('Hello! C...')).toBeVisible();
    await expect(row.getByTestId('unread-dot')).toBeVisible();
    await row.getByRole('button', { name: /Mark the conversation with sneha_m as read/ }).click();
    await expect(row.getByTestId('unread-dot')).toBeHidden();

    // The seller opens it; typing shows on the buyer's side; the reply arrives without a reload.
    await seller.page.goto(conversationUrl.replace(/^https?:\/\/[^/]+/, ''));
    await acceptFirstOpenNotice(seller.page);
    const sellerInput = seller.page.getByLabel('Write a message');
    await sellerInput.pressSequentially('Sure, happy to', { delay: 30 });
    await expect(page.getByText('meera.writes is typing…')).toBeVisible();
    await sellerInput.pressSequentially(' help with the millets.');
    await sellerInput.press('Enter');
    await expect(
      page.getByTestId('message').filter({ hasText: 'Sure, happy to help with the millets.' }),
    ).toBeVisible();
    await expect(page.getByText('meera.writes is typing…')).toBeHidden({ timeout: 5_000 });

    // A phone number written in words is rejected: the moderator's alert, the message rolled back, input cleared.
    await input.fill('call me on nine eight seven six five four three two one zero');
    await input.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'GigBazaar Moderator' });
    await expect(alert).toContainText('Please do not ask or give personal information');
    await expect(input).toHaveValue('');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('message').filter({ hasText: 'nine eight seven' })).toHaveCount(0);
    await expect(seller.page.getByTestId('message').filter({ hasText: 'nine eight seven' })).toHaveCount(0);
    await seller.context.close();
  });

  test('a number sent a piece at a time: the first piece goes, the piece that completes it is refused', async ({
    page,
  }) => {
    await logIn(page, 'divya.iyer');
    await page.goto('/profile/dhruv.beats');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
    const id = page.url().split('/').pop()!;
    await acceptFirstOpenNotice(page);
    const input = page.getByLabel('Write a message');
    await input.fill('my number is 98765');
    await input.press('Enter');
    await expect(
      page.locator('[data-testid="message"]:not([data-pending])').filter({ hasText: 'my number is 98765' }),
    ).toBeVisible();
    await input.fill('43210');
    // Sending is locked for a second after each send (the messaging rules).
    await expect(page.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled', 'true');
    await input.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'GigBazaar Moderator' });
    await expect(alert).toContainText('Please do not ask or give personal information');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('message').filter({ hasText: /^43210$/ })).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/messages/${id}`)).json()) as Array<{ desc: string }>;
    expect(stored.map((m) => m.desc)).toContain('my number is 98765');
    expect(stored.map((m) => m.desc)).not.toContain('43210');
  });

  test('Send Message on a profile opens the conversation; it is not offered on your own profile', async ({ page }) => {
    await logIn(page, 'karthik_r');
    await page.goto('/profile/karthik_r');
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    await page.goto('/profile/ishita.data');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
    await acceptFirstOpenNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ishita.data' })).toBeVisible();
  });

  test('the address of a pair that has not talked yet starts their conversation; the notice counts once read to the end', async ({
    page,
  }) => {
    await logIn(page, 'gurpreet.singh');
    const idOf = async (path: string) => ((await (await page.request.get(path)).json()) as { _id: string })._id;
    const me = await idOf('/api/auth/me');
    // The demo buyer already talks with the sellers of her open orders: take a seller she has never written to.
    const talked = new Set(
      ((await (await page.request.get('/api/conversations')).json()) as Array<{ other: { username: string } }>).map(
        (c) => c.other.username,
      ),
    );
    const [sellerName, thirdName] = ['kabir.films', 'nikhil.ca', 'dhruv.beats', 'ishita.data', 'rohan_dev'].filter(
      (name) => !talked.has(name),
    );
    const seller = await idOf(`/api/users/${sellerName}`);
    const third = await idOf(`/api/users/${thirdName}`);
    const id = [me, seller].sort().join('_');
    expect((await page.request.get(`/api/conversations/single/${id}`)).status()).toBe(404);

    await page.goto(`/message/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
    expect((await page.request.get(`/api/conversations/single/${id}`)).status()).toBe(200);

    // Escape on the first step closes the notice without remembering it; focus is in the message box.
    const notice = page.getByRole('dialog', { name: 'Messages are moderated' });
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(page.getByLabel('Write a message')).toBeFocused();

    // So it is back next time, in the server's HTML (on screen before the scripts run), and modal once the page is
    // interactive (the page behind it inert); "Next" moves focus to the second step, "I understand" to the message box.
    const html = await (await page.request.get(`/message/${id}`)).text();
    expect(html).toMatch(/<dialog[^>]*\sopen=""[^>]*>.*Messages are moderated/s);
    await page.reload();
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await notice.getByRole('button', { name: 'Next' }).click();
    const second = page.getByRole('dialog', { name: 'What we keep' });
    await expect(second.getByRole('button', { name: 'I understand' })).toBeFocused();
    await second.getByRole('button', { name: 'I understand' }).click();
    await expect(page.getByLabel('Write a message')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
    await expect(notice).toBeHidden();

    // Two other people's address creates nothing.
    const theirs = [seller, third].sort().join('_');
    await page.goto(`/message/${theirs}`);
    await expect(page.getByRole('alert')).toHaveText('This conversation does not exist.');
    expect((await page.request.get(`/api/conversations/single/${theirs}`)).status()).toBe(404);
  });

  test('a half-written message is still in its conversation after a look at the list, and not in another one', async ({
    page,
  }) => {
    await logIn(page, 'divya.iyer');
    await page.goto('/profile/ishita.data');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/message\/[^/_]+_[^/_]+$/);
    const first = page.url();
    await acceptFirstOpenNotice(page);
    const box = page.getByLabel('Write a message');
    await box.fill('Could you also share the Python notebook');

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await page.waitForURL(/\/messages$/);
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /ishita\.data/ })
      .click();
    await page.waitForURL(first);
    await expect(box).toHaveValue('Could you also share the Python notebook');

    // Another person's conversation starts with its own, empty box.
    await page.goto('/profile/nikhil.ca');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL((url) => url.href !== first && url.pathname.startsWith('/message/'));
    await expect(page.getByRole('heading', { level: 1, name: 'nikhil.ca' })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('a long thread opens at its newest message, already in the server’s HTML', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, 'ananya');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { _id: string };
    // The notice read already (its cookie holds her id), so the thread is what shows.
    await page.context().addCookies([{ name: 'gb_msg_notice', value: me._id, url: page.url() }]);
    const [first] = (await (await page.request.get('/api/conversations')).json()) as Array<{ id: string }>;
    const messages = page.getByTestId('message');

    // The page as the server sent it, before any script (they are refused).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/message/${first!.id}`, { waitUntil: 'commit' });
    await expect(messages.last()).toBeInViewport();
    // Long enough to scroll: its first message is out of view.
    await expect(messages.first()).not.toBeInViewport();
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(messages.last()).toBeInViewport();
    await expect(messages.first()).not.toBeInViewport();
  });

  test('a visitor is asked to log in by Contact Me', async ({ page }) => {
    const gigId = await firstGigOf(page, 'meera.writes');
    await page.goto(`/gig/${gigId}`);
    let alerted = '';
    page.once('dialog', (d) => {
      alerted = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Contact Me' }).click();
    await expect.poll(() => alerted).toBe('You must be logged in to contact the seller.');
    // Nothing was created: the visitor stays on the gig.
    await expect(page).toHaveURL(new RegExp(`/gig/${gigId}$`));
  });
});
