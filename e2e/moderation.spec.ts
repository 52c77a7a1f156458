import { test, expect, type Page } from './fixtures';
import { logIn } from './support/session';

/**
 * The moderator's refusal is shown where the text was typed, and admins see the mail outbox. The
 * refused texts are never stored, so these journeys leave the demo data as it was.
 */
const PHONE = 'Call me on 98765 43210 for a better price.';
const REFUSED = 'Please do not ask or give personal information';

async function gigIdsOf(page: Page, username: string) {
  const user = (await (await page.request.get(`/api/users/${username}`)).json()) as { _id: string };
  const gigs = (await (await page.request.get(`/api/gigs?userId=${user._id}`)).json()) as Array<{ _id: string }>;
  return gigs.map((g) => g._id);
}

test.describe('moderation where the user typed', () => {
  test('a review with a phone number is refused under the text box, which keeps the text; nothing is posted', async ({
    page,
  }) => {
    await logIn(page, 'gurpreet.singh');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { _id: string };
    let target: string | undefined;
    for (const id of await gigIdsOf(page, 'nikhil.ca')) {
      const reviews = (await (await page.request.get(`/api/reviews/${id}?limit=100`)).json()) as Array<{
        userId: string;
      }>;
      if (!reviews.some((r) => r.userId === me._id)) {
        target = id;
        break;
      }
    }
    expect(target).toBeDefined();
    const before = ((await (await page.request.get(`/api/reviews/${target}?limit=100`)).json()) as unknown[]).length;
    await page.goto(`/gig/${target}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByText('5 Excellent').click();
    await form.getByLabel('Your review').fill(`Lovely work! ${PHONE}`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(REFUSED);
    await expect(form.getByLabel('Your review')).toHaveValue(`Lovely work! ${PHONE}`);
    await expect(form.getByLabel('Your review')).toBeFocused();
    const after = ((await (await page.request.get(`/api/reviews/${target}?limit=100`)).json()) as unknown[]).length;
    expect(after).toBe(before);
    // Changing the text clears the refusal.
    await form.getByLabel('Your review').fill('Lovely work, on time.');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('a gig description with a phone number sends the wizard back to its step, with the sentence beside it', async ({
    page,
  }) => {
    await logIn(page, 'priya.designs');
    const [gigId] = await gigIdsOf(page, 'priya.designs');
    await page.goto(`/editgig/${gigId}`);
    for (const step of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
    }
    const description = page.getByLabel('Detailed description');
    await description.fill(`${await description.inputValue()}\n\n${PHONE}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await expect(page.getByText(`${REFUSED} in the description.`)).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    const gig = (await (await page.request.get(`/api/gigs/single/${gigId}`)).json()) as { desc: string };
    expect(gig.desc).not.toContain('98765');
  });
});

test.describe('the mail outbox for admins', () => {
  test('an admin opens Outgoing mail from the profile menu; anyone else gets the not-found page', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'aarav');
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('link', { name: 'Outgoing mail' }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(page.getByRole('heading', { name: 'Outgoing mail' })).toBeVisible();
    await expect(page.getByText('No failed mail. Everything went out.')).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await logIn(other, 'ananya');
    await other.goto('/admin/mail');
    await expect(other.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    expect((await other.request.get('/api/admin/mail')).status()).toBe(404);
    await context.close();
  });
});
