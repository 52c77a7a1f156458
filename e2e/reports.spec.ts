import { expect, test, waitForHydration, type Browser, type Page } from './fixtures';
import { logIn } from './support/session';
import { signUp } from './support/sign-up';

const HEADERS = { 'x-requested-with': 'fetch' };

/** A person in their own browser context (own cookies), signed in through the login form, first notices seen. */
async function personIn(browser: Browser, username: string, password?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  const page = await context.newPage();
  await logIn(page, username, password);
  return { context, page };
}

async function acceptFirstOpenNotice(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Messages are moderated' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'What we keep' }).getByRole('button', { name: 'I understand' }).click();
}

test('a buyer reports a message; an admin suspends the sender, whose open page is signed out and cannot log in again; the audit log shows it', async ({
  browser,
  request,
}) => {
  // Three people in three browsers, two of them signed up fresh: longer than one page's journey.
  test.setTimeout(180_000);
  // Two fresh accounts (demo people are used by other journeys): a sender, and a buyer who writes to them.
  const sender = await signUp(request, 'sender');
  const buyer = await signUp(request, 'buyer');
  const senderSide = await personIn(browser, sender.username, sender.password);
  const buyerSide = await personIn(browser, buyer.username, buyer.password);

  const senderId = (
    (await (await buyerSide.page.request.get(`/api/users/${sender.username}`)).json()) as { _id: string }
  )._id;
  const conversation = await buyerSide.page.request.post('/api/conversations', {
    headers: HEADERS,
    data: { to: senderId },
  });
  expect(conversation.ok()).toBe(true);
  const { id } = (await conversation.json()) as { id: string };
  const offer = `Buy three more gigs from me today, cheaper than anyone ${Date.now().toString(36)}`;
  const sent = await senderSide.page.request.post('/api/messages', {
    headers: HEADERS,
    data: { conversationId: id, desc: offer },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The sender keeps their conversation open.
  await senderSide.page.goto(`/message/${id}`);
  await waitForHydration(senderSide.page);
  await acceptFirstOpenNotice(senderSide.page);
  await expect(senderSide.page.locator('html[data-live="open"]')).toBeAttached();

  // The buyer reports the message from the conversation: the dialog, a reason, a note, Submit, a toast.
  await buyerSide.page.goto(`/message/${id}`);
  await waitForHydration(buyerSide.page);
  await acceptFirstOpenNotice(buyerSide.page);
  const message = buyerSide.page.getByTestId('message').filter({ hasText: offer });
  const report = message.getByRole('button', { name: 'Report this message' });
  await report.click();
  const dialog = buyerSide.page.getByRole('dialog', { name: 'Report this message' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please choose a reason for your report.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Off-platform payment or contact' }).check();
  await dialog.getByLabel('Note (optional)').fill('Asks to pay outside GigBazaar.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(buyerSide.page.getByText('Thank you. Our team will review your report.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  // A second report on the same message: "already reported".
  await report.click();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(buyerSide.page.getByText('You have already reported this')).toBeVisible();
  // Nobody reports their own message: the sender's side has no Report on it.
  await expect(
    senderSide.page
      .getByTestId('message')
      .filter({ hasText: offer })
      .getByRole('button', { name: /Report/ }),
  ).toHaveCount(0);

  // The admin opens Reports from the profile menu and sees the message in its conversation.
  const adminSide = await personIn(browser, 'aarav');
  const admin = adminSide.page;
  await admin.getByRole('button', { name: 'Account menu' }).first().click();
  await admin.getByRole('link', { name: 'Reports' }).click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  const card = admin.getByRole('article').filter({ hasText: offer });
  await expect(card.getByRole('heading', { name: 'Message · 1 report' })).toBeVisible();
  await expect(card.getByText('Off-platform payment or contact × 1')).toBeVisible();
  await expect(card.getByText('Asks to pay outside GigBazaar.')).toBeVisible();
  await expect(card.getByRole('link', { name: sender.username })).toBeVisible();

  // Suspend for 7 days, with a note and a confirmation.
  await card.getByRole('button', { name: 'Suspend 7 days' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Suspend 7 days?' });
  await confirm.getByRole('button', { name: 'Confirm: Suspend 7 days' }).click();
  await expect(confirm.getByText('Please write a note about this decision.')).toBeVisible();
  await confirm.getByLabel('Note (required)').fill('Off-platform payment request.');
  await confirm.getByRole('button', { name: 'Confirm: Suspend 7 days' }).click();
  await expect(admin.getByText('Suspend 7 days: done.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: offer })).toHaveCount(0);

  // The sender's open page is signed out within seconds, without reloading.
  await expect(senderSide.page).toHaveURL(/\/login$/, { timeout: 5_000 });
  expect((await senderSide.page.request.get('/api/auth/me')).status()).toBe(401);
  // And cannot log in: the login page says the account is suspended and until when.
  await waitForHydration(senderSide.page);
  await senderSide.page.getByLabel('Username or email').fill(sender.username);
  await senderSide.page.getByLabel('Password', { exact: true }).fill(sender.password);
  await senderSide.page.getByRole('button', { name: 'Log in' }).click();
  await expect(senderSide.page.getByText(/Your account is suspended until .+ \(India time\)/)).toBeVisible();
  await expect(senderSide.page).toHaveURL(/\/login$/);

  // The audit log shows the action, newest first.
  await admin.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  const entry = admin.getByTestId('audit-entry').first();
  await expect(entry.getByText('Suspended a user for 7 days')).toBeVisible();
  await expect(entry.getByText('Off-platform payment request.')).toBeVisible();
  await expect(entry.getByText('By aarav')).toBeVisible();

  await Promise.all([senderSide.context.close(), buyerSide.context.close(), adminSide.context.close()]);
});

test('the reports and audit pages are the not-found page for anyone but an admin', async ({ page }) => {
  await logIn(page, 'ananya');
  for (const path of ['/admin/reports', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  }
  expect((await page.request.get('/api/admin/reports')).status()).toBe(404);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(404);
});

test('the report dialog keeps the reason and note until they are sent; Submit keeps keyboard focus while it sends', async ({
  page,
  request,
}) => {
  const reporter = await signUp(request, 'reporter');
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  await logIn(page, reporter.username, reporter.password);
  const [gig] = (await (await request.get('/api/gigs?limit=1')).json()) as Array<{ _id: string }>;
  await page.goto(`/gig/${gig._id}`);
  const open = page.getByRole('button', { name: 'Report this gig' });
  const dialog = page.getByRole('dialog', { name: 'Report this gig' });
  const note = dialog.getByLabel('Note (optional)');

  // Closed without sending: the choice and the words are there when it opens again.
  await open.click();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await note.fill('The same gig is listed five times.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeChecked();
  await expect(note).toHaveValue('The same gig is listed five times.');

  // The server fails, slowly: Submit, pressed from the keyboard, keeps focus while it says "Sending…", and the
  // draft is still there after the failure and after closing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route('**/api/reports', async (route) => {
    calls += 1;
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal', message: 'Something went wrong on our side. Please try again.' }),
    });
  });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const sending = dialog.getByRole('button', { name: 'Sending…' });
  await expect(sending).toHaveAttribute('aria-busy', 'true');
  await expect(sending).toBeFocused();
  // A second Enter while it sends does nothing (one request is held, none other arrives).
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
  expect(calls).toBe(1);
  await expect(submit).toBeFocused();
  await expect(note).toHaveValue('The same gig is listed five times.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/reports');

  // Sent: the next opening starts empty.
  await open.click();
  await expect(note).toHaveValue('The same gig is listed five times.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you. Our team will review your report.')).toBeVisible();
  await open.click();
  await expect(note).toHaveValue('');
  await expect(dialog.getByRole('radio', { name: 'Spam' })).not.toBeChecked();
});
