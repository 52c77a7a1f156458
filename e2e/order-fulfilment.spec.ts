import { test, expect, type Page } from './fixtures';
import { buy, gigOf, visit } from './support/orders';
import { logIn, personIn } from './support/session';

/** An 8×8 PNG; the server re-encodes private uploads to WebP too. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);

const status = (page: Page) => page.getByTestId('order-status');

test.describe('after the payment: delivery, revisions, cancellation and disputes', () => {
  test('the seller delivers with a file, the buyer asks for a revision, the seller delivers again, the buyer approves', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'vikram.k');
    const gig = await gigOf(page, 'meera.writes', { revisions: true });
    const orderId = await buy(page, gig);

    // The whole card opens the order page.
    const card = page.getByTestId('order-card').filter({ hasText: gig.title }).first();
    await card.getByText('In progress').click();
    await page.waitForURL(`**/orders/${orderId}`);
    await expect(status(page)).toHaveText('In progress');
    await expect(page.getByTestId('order-deadline')).toContainText('Delivery due');

    const seller = await personIn(browser, 'meera.writes');
    await visit(seller.page, `/orders/${orderId}`);
    await seller.page.getByRole('button', { name: 'Mark complete' }).click();
    const deliver = seller.page.getByRole('dialog', { name: 'Deliver your work' });
    await deliver.getByLabel('Message to the buyer (optional)').fill('Here is the first draft.');
    await seller.page.getByTestId('delivery-files').setInputFiles({
      name: 'draft.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(deliver.getByRole('link', { name: 'draft.png' })).toBeVisible();
    await deliver.getByRole('button', { name: 'Deliver', exact: true }).click();
    await expect(seller.page.getByText('Delivered. The buyer has been told.')).toBeVisible();
    await expect(status(seller.page)).toHaveText('Completed, awaiting approval');

    // The buyer's page follows live: the delivery with its message and its file, which the buyer may open.
    await expect(status(page)).toHaveText('Completed, awaiting approval');
    await expect(page.getByTestId('order-deadline')).toContainText('Auto-releases in');
    const history = page.getByRole('list', { name: 'Order history' });
    await expect(history.getByText('Here is the first draft.')).toBeVisible();
    const file = history.getByRole('link', { name: /File 1/ });
    const href = await file.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/private\//);
    expect((await page.request.get(href!)).status()).toBe(200);

    await page.getByRole('button', { name: 'Request revision' }).click();
    const revision = page.getByRole('dialog', { name: 'Ask for a revision' });
    await revision.getByRole('button', { name: 'Request revision' }).click();
    await expect(revision.getByText('A note is required.')).toBeVisible();
    await revision.getByLabel('What should change?').fill('Please make the headline shorter.');
    await revision.getByRole('button', { name: 'Request revision' }).click();
    await expect(page.getByText('Revision requested. The seller has been told.')).toBeVisible();
    await expect(status(page)).toHaveText('Revision requested');

    await expect(status(seller.page)).toHaveText('Revision requested');
    await expect(seller.page.getByText('Please make the headline shorter.')).toBeVisible();
    await seller.page.getByRole('button', { name: 'Mark complete' }).click();
    const again = seller.page.getByRole('dialog', { name: 'Deliver your work' });
    await again.getByLabel('Message to the buyer (optional)').fill('Shorter headline done.');
    await again.getByRole('button', { name: 'Deliver', exact: true }).click();
    await expect(status(seller.page)).toHaveText('Completed, awaiting approval');

    await expect(status(page)).toHaveText('Completed, awaiting approval');
    await page.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve and release payment?' });
    // Going back moves no money.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(status(page)).toHaveText('Completed, awaiting approval');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve and release payment?' })
      .getByRole('button', { name: 'Approve and release payment' })
      .click();
    await expect(page.getByText('Thank you! The payment has been released to the seller.')).toBeVisible();
    await expect(status(page)).toHaveText('Completed, paid out');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(status(seller.page)).toHaveText('Completed, paid out');
    await seller.context.close();
  });

  test('an order cancelled by agreement is refunded', async ({ page, browser }) => {
    await logIn(page, 'sneha_m');
    const gig = await gigOf(page, 'kabir.films');
    const orderId = await buy(page, gig);
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Ask to cancel' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask to cancel this order' });
    // The moderator's refusal is shown at the field it refused, and nothing is sent.
    await ask.getByLabel('Why do you want to cancel?').fill('Call me on 98765 43210 for a better price.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask.getByRole('alert')).toContainText('Please do not ask or give personal information');
    await expect(ask.getByLabel('Why do you want to cancel?')).toBeFocused();
    // Closed and opened again, the refused words are still there to be fixed rather than typed again.
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
    await page.getByRole('button', { name: 'Ask to cancel' }).click();
    await expect(ask.getByLabel('Why do you want to cancel?')).toHaveValue(
      'Call me on 98765 43210 for a better price.',
    );
    await ask.getByLabel('Why do you want to cancel?').fill('My plans changed, sorry.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your cancellation request was sent.')).toBeVisible();
    await expect(page.getByTestId('order-request')).toContainText('You asked to cancel the order.');

    const seller = await personIn(browser, 'kabir.films');
    await visit(seller.page, `/orders/${orderId}`);
    await expect(seller.page.getByTestId('order-request')).toContainText('My plans changed, sorry.');
    await seller.page.getByRole('button', { name: 'Accept cancellation' }).click();
    await seller.page
      .getByRole('alertdialog', { name: 'Accept the cancellation?' })
      .getByRole('button', { name: 'Accept cancellation' })
      .click();
    await expect(seller.page.getByText(/The order is cancelled\. The refund of ₹/)).toBeVisible();

    // "Refund pending" until the gateway confirms, then refunded: the page follows by itself.
    await expect(status(page)).toHaveText(/Refund pending|Cancelled and refunded/);
    // The refund job asks the sandbox gateway and books it when the gateway confirms. Its completion is not yet
    // announced on the live socket (only the transitions are), so the buyer's page is reloaded until it shows it.
    await expect(async () => {
      await page.reload();
      await expect(status(page)).toHaveText('Cancelled and refunded', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Refunded');
    await expect(page.getByRole('button', { name: 'Ask to cancel' })).toHaveCount(0);
    await seller.context.close();

    // An order refunded in full vouches for nothing: the gig's review form promises no "Verified purchase".
    await page.goto(`/gig/${gig._id}`);
    await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(page.getByTestId('verified-purchase-note')).toHaveCount(0);
  });

  test('a disputed order is split by an admin from /admin/disputes and both parties see the decision', async ({
    page,
    browser,
  }) => {
    // Three people, a conversation, a decision and the gateway's refund: more than the default minute on a busy CI.
    test.slow();
    await logIn(page, 'rahul.verma');
    const gig = await gigOf(page, 'ishita.data');
    const orderId = await buy(page, gig);
    // What the two wrote to each other is what the admin reads before deciding.
    const headers = { 'X-Requested-With': 'fetch' };
    const sellerCard = (await (await page.request.get('/api/users/ishita.data')).json()) as { _id: string };
    const conversation = await page.request.post('/api/conversations', { headers, data: { to: sellerCard._id } });
    const asked = `Could you send the first draft of the dashboard by Friday ${Date.now().toString(36)}?`;
    const { id: conversationId } = (await conversation.json()) as { id: string };
    expect((await page.request.post('/api/messages', { headers, data: { conversationId, desc: asked } })).ok()).toBe(
      true,
    );
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Open a dispute' }).click();
    const open = page.getByRole('alertdialog', { name: 'Open a dispute?' });
    await open.getByLabel('What went wrong?').fill('The seller has not started after many messages.');
    await open.getByRole('button', { name: 'Open dispute' }).click();
    await expect(page.getByText('Dispute opened. GigBazaar will look at it and decide.')).toBeVisible();
    await expect(status(page)).toHaveText('In dispute');

    const seller = await personIn(browser, 'ishita.data');
    await visit(seller.page, `/orders/${orderId}`);
    await expect(status(seller.page)).toHaveText('In dispute');

    const admin = await personIn(browser, 'aarav');
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    await admin.page.getByRole('link', { name: 'Disputes' }).click();
    await admin.page.waitForURL('**/admin/disputes');
    const item = admin.page
      .getByRole('article', { name: gig.title })
      .filter({ hasText: 'The seller has not started after many messages.' });
    await expect(item.getByRole('link', { name: 'rahul.verma' })).toBeVisible();
    await expect(item.getByRole('link', { name: 'ishita.data' })).toBeVisible();
    // The conversation is private until the admin asks for it (and that reading is audit-logged).
    await expect(item.getByTestId('dispute-conversation')).toHaveCount(0);
    await item.getByRole('button', { name: 'Show their conversation' }).click();
    const talk = item.getByTestId('dispute-conversation');
    await expect(talk).toContainText(asked);
    await expect(talk).toContainText('rahul.verma (buyer)');
    await item.getByLabel('Split (a partial refund)').check();
    const refund = Math.floor(gig.price / 2);
    await item.getByLabel('Refund to the buyer (₹)').fill(String(gig.price));
    await item.getByLabel('Note to both parties').fill('Half the work was done; half is refunded.');
    await item.getByRole('button', { name: 'Decide…' }).click();
    await expect(item.getByText('The refund must be more than ₹0 and less than the order’s price.')).toBeVisible();
    await item.getByLabel('Refund to the buyer (₹)').fill(String(refund));
    await item.getByRole('button', { name: 'Decide…' }).click();
    await admin.page
      .getByRole('alertdialog', { name: 'Confirm the decision' })
      .getByRole('button', { name: 'Confirm decision' })
      .click();
    await expect(admin.page.getByText(/^Decided: /)).toBeVisible();
    await admin.page.getByRole('button', { name: 'Decided' }).click();
    await expect(admin.page.getByRole('article', { name: gig.title }).first()).toBeVisible();

    for (const party of [page, seller.page]) {
      const decision = party.getByTestId('order-dispute');
      await expect(decision).toContainText('GigBazaar’s decision');
      await expect(decision).toContainText('Split');
      await expect(decision).toContainText('Half the work was done; half is refunded.');
      // The buyer's part is refunded by the gateway a moment later; the open page hears it live, with no reload.
      await expect(status(party)).toHaveText('Split: part refunded, rest paid out', { timeout: 30_000 });
    }
    await seller.context.close();
    await admin.context.close();
  });

  test('an admin retries a failed refund from /admin/refunds; the buyer’s order then says refunded', async ({
    page,
    browser,
  }) => {
    const admin = await personIn(browser, 'aarav');
    await admin.page.getByRole('button', { name: 'Account menu' }).click();
    await admin.page.getByRole('link', { name: 'Refunds' }).click();
    await admin.page.waitForURL('**/admin/refunds');
    await expect(admin.page.getByRole('button', { name: 'Failed', pressed: true })).toBeVisible();
    const failed = admin.page.getByTestId('admin-refund').filter({ hasText: 'Order cancelled' }).first();
    await expect(failed).toContainText('Last error');
    const amount = (await failed.getAttribute('aria-label'))!.split(' · ')[0]!;
    // The order it belongs to, as its buyer sees it: refund pending.
    const orderHref = await failed.getByRole('link', { name: 'View the order' }).getAttribute('href');

    await failed.getByRole('button', { name: 'Retry…' }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: `Retry the refund of ${amount}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await failed.getByRole('button', { name: 'Retry…' }).click();
    await dialog.getByRole('button', { name: 'Retry refund' }).click();
    await expect(admin.page.getByText(`The refund of ${amount} was sent to the gateway again.`)).toBeVisible();
    await admin.page.getByRole('button', { name: 'Refunded' }).click();
    await admin.page.waitForURL('**/admin/refunds?status=processed');
    await expect(admin.page.getByRole('button', { name: 'Refunded', pressed: true })).toBeVisible();
    await expect(async () => {
      await admin.page.reload();
      await expect(admin.page.locator(`[data-testid="admin-refund"]:has(a[href="${orderHref}"])`)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });

    // Not for anyone else: the page and the API are the not-found answers.
    await logIn(page, 'ananya');
    await page.goto('/admin/refunds');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    expect((await page.request.get('/api/admin/refunds')).status()).toBe(404);
    await admin.context.close();
  });

  test('admins only: /admin/disputes is the not-found page for everyone else', async ({ page }) => {
    await logIn(page, 'ananya');
    await page.goto('/admin/disputes');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  });
});
