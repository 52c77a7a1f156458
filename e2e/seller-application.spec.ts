import { changeGigPrice, createGigThroughWizard, deleteGig } from './support/gig-wizard';
import { signUp, unique } from './support/sign-up';
import { expect, test, waitForHydration, type Browser, type Page } from './fixtures';
import { axeViolations } from './support/accessibility';

const DEMO_PASSWORD = 'gigbazaar1';

/** An 8×8 PNG and a minimal PDF: the server decides the type by these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HEADERS = { 'x-requested-with': 'fetch' };

/** Pages of extra contexts do not get the fixture's waiting `goto`: wait for hydration here. */
async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function logIn(page: Page, username: string, password: string) {
  await go(page, '/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await waitForHydration(page);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The welcome popup is not what this journey is about.
  await context.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
  return context.newPage();
}

test('a buyer applies with documents, the admin approves, and the new seller publishes, edits and deletes a gig', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const buyer = await signUp(request);
  const page = await newPage(browser);
  await logIn(page, buyer.username, buyer.password);

  // The navbar offers the application to a non-seller.
  await page.getByRole('link', { name: 'Become a Seller' }).first().click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('tab', { name: 'Application Form' })).toHaveAttribute('aria-selected', 'true');

  // Submitting with nothing: the sentence about documents, and focus on the first field at fault.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please upload all required documents' }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill('Meera Iyer');
  await expect(page.getByLabel('Email')).toHaveValue(buyer.email);
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Date of birth').fill('1996-08-20');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Street').fill('4 Residency Road');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('State').fill('Tamil Nadu');
  await page.getByLabel('PIN code').fill('600001');
  await page.getByLabel('Description').fill('Carnatic vocal lessons online.');
  await page.getByLabel('Motivation').fill('To teach students across India.');
  await page.getByLabel('Education').fill('M.A. Music, University of Madras');
  await page.getByLabel('Skills').fill('Singing, Teaching');
  await page.getByLabel('ID type').selectOption('passport');
  await page.getByLabel('UPI ID').fill('meera.iyer@okaxis');
  await page.getByRole('button', { name: 'Submit application' }).click();
  // Still no documents: those come first, and focus is on the Government ID's button.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please upload all required documents' }).first(),
  ).toBeVisible();
  const governmentId = page.getByRole('group', { name: 'Government ID' });
  await expect(governmentId.getByRole('button')).toBeFocused();
  // A file of another type names the field it was picked for.
  await page
    .getByTestId('seller-government-id')
    .setInputFiles({ name: 'passport.docx', mimeType: 'application/octet-stream', buffer: PDF });
  await expect(governmentId.getByRole('alert')).toHaveText('Your Government ID must be a PDF, JPG, JPEG or PNG file.');

  await page
    .getByTestId('seller-government-id')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('seller-selfie').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByTestId('seller-certificates')
    .setInputFiles({ name: 'degree.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'passport.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'me.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'degree.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'passport.png' })).toHaveAttribute('href', /^\/uploads\/private\//);

  // A look at another screen mid-form costs nothing: the answers and the documents are still there on return,
  // the pictures' previews still showing.
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page).toHaveURL(/\/gigs/);
  await page.getByRole('link', { name: 'Become a Seller' }).first().click();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('Motivation')).toHaveValue('To teach students across India.');
  await expect(page.getByRole('link', { name: 'degree.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'me.png' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('img[src^="/uploads/private/"]')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBeGreaterThanOrEqual(2);

  // A UPI ID without its bank: the field's sentence, and focus on it.
  await page.getByLabel('UPI ID').fill('meera');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please enter a valid UPI ID, like name@bank.').first()).toBeVisible();
  await expect(page.getByLabel('UPI ID')).toBeFocused();
  await page.getByLabel('UPI ID').fill('meera.iyer@okaxis');
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('tab', { name: 'My Application' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('application-status')).toHaveText('PENDING');
  await expect(page.getByRole('button', { name: 'Delete and apply again' })).toHaveCount(0);
  // The buyer cannot open the review page: the not-found page.
  await go(page, '/admin/seller-applications');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();

  // The admin reviews: documents inline, approve.
  const admin = await newPage(browser);
  await logIn(admin, 'aarav', DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('link', { name: 'Seller applications' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/seller-applications$/);
  const card = admin.getByRole('article').filter({ hasText: `@${buyer.username}` });
  await expect(card.getByTestId('application-status')).toHaveText('PENDING');
  const selfie = card.getByRole('img', { name: 'Selfie' });
  await expect(selfie).toBeVisible();
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: /Certificate 1/ })).toBeVisible();
  await card.getByLabel('Note to the applicant (optional)').fill('Welcome aboard!');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${buyer.username} is now a seller.`)).toBeVisible();
  await expect(card.getByTestId('application-status')).toHaveText('APPROVED');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The new seller reloads: the navbar shows the seller items and no longer offers the application.
  await go(page, '/seller?tab=status');
  await expect(page.getByTestId('application-status')).toHaveText('APPROVED');
  await expect(page.getByText('Welcome aboard!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Seller' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'My Gigs' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Gig' }).first()).toBeVisible();

  // The new seller publishes a gig through the five steps; it is on My Gigs, Explore and their profile.
  const word = `ragamalika${unique()}`;
  const title = `I will teach you the ${word} in Carnatic style`;
  await createGigThroughWizard(page, { title, price: 1499 });
  await expect(page.getByRole('article', { name: title })).toContainText('₹1,499');
  await go(page, `/gigs?search=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await go(page, `/profile/${buyer.username}`);
  await expect(page.getByRole('group', { name: `Gigs by ${buyer.username}` }).getByText(title)).toBeVisible();

  // Edits its price, then deletes it: gone from Explore.
  await changeGigPrice(page, title, 1799);
  await expect(page.getByRole('article', { name: title })).toContainText('₹1,799');
  await deleteGig(page, title);
  await go(page, `/gigs?search=${word}`);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

for (const dark of [false, true]) {
  test.describe(`accessibility, ${dark ? 'dark' : 'light'} mode`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (dark) await context.addCookies([{ name: 'dark_mode', value: '1', url: baseURL! }]);
      await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
    });

    test('/seller with the form errors showing, and its My Application tab, have no axe violations', async ({
      page,
    }) => {
      await logIn(page, 'rahul.verma', DEMO_PASSWORD);
      await go(page, '/seller');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please upload all required documents' }).first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'My Application' }).click();
      await expect(page.getByText('You have not applied yet.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('/admin/seller-applications has no axe violations', async ({ page }) => {
      await logIn(page, 'aarav', DEMO_PASSWORD);
      await page.goto('/admin/seller-applications', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: 'Seller applications' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** Uploads a private document as the signed-in user of `page`, as the form's pickers do. */
async function uploadPrivate(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const res = await page.request.post('/api/uploads', {
    headers: HEADERS,
    multipart: { visibility: 'private', file: { name, mimeType, buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

test('a rejected applicant deletes and applies again, after a confirm, starting from the same answers and documents', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await signUp(request);
  const page = await newPage(browser);
  await logIn(page, buyer.username, buyer.password);
  const governmentId = await uploadPrivate(page, 'pan.png', 'image/png', PNG);
  const selfie = await uploadPrivate(page, 'me.png', 'image/png', PNG);
  const certificate = await uploadPrivate(page, 'degree.pdf', 'application/pdf', PDF);
  const filed = await page.request.post('/api/sellers', {
    headers: HEADERS,
    data: {
      fullName: 'Kavya Nair',
      email: buyer.email,
      phone: '98470 12345',
      dateOfBirth: '1994-02-11',
      gender: 'female',
      address: { street: '7 MG Road', city: 'Kochi', state: 'Kerala', pincode: '682016', country: 'India' },
      description: 'Malayalam to English translation.',
      motivation: 'To reach clients across India.',
      education: 'M.A. English',
      skills: ['Translation', 'Proofreading'],
      certificates: [certificate],
      idType: 'pan',
      governmentId: { type: 'pan', url: governmentId },
      selfie,
      upiId: 'kavya@okaxis',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const applicationId = ((await filed.json()) as { data: { _id: string } }).data._id;
  const admin = await newPage(browser);
  await logIn(admin, 'aarav', DEMO_PASSWORD);
  const rejected = await admin.request.post(`/api/admin/seller-applications/${applicationId}/reject`, {
    headers: HEADERS,
    data: { verificationNotes: 'The selfie is too dark; please upload a clearer one.' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await admin.context().close();

  await go(page, '/seller?tab=status');
  await expect(page.getByTestId('application-status')).toHaveText('REJECTED');
  const deleteAndApply = page.getByRole('button', { name: 'Delete and apply again' });

  // It asks first; Cancel keeps the application and returns focus to the button.
  await deleteAndApply.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteAndApply).toBeFocused();
  await expect(page.getByTestId('application-status')).toHaveText('REJECTED');

  // Confirmed, with the offer to reuse the answers and documents (ticked by default).
  await deleteAndApply.click();
  await expect(
    confirm.getByLabel('Start the new application with my answers and documents from this one'),
  ).toBeChecked();
  await confirm.getByRole('button', { name: 'Delete and apply again' }).click();
  await expect(page.getByRole('tab', { name: 'Application Form' })).toHaveAttribute('aria-selected', 'true');
  const start = page.getByText('Your last application is filled in below');
  await expect(start).toBeFocused();
  await expect(page.getByText('The selfie is too dark; please upload a clearer one.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Kavya Nair');
  await expect(page.getByLabel('Skills')).toHaveValue('Translation, Proofreading');
  await expect(page.getByRole('link', { name: /^Government ID/ })).toHaveAttribute('href', governmentId);
  await expect(page.getByRole('link', { name: /^Certificate 1/ })).toHaveAttribute('href', certificate);

  // The applicant replaces only the selfie, as the reviewer asked, and files it again.
  await page.getByTestId('seller-selfie').setInputFiles({ name: 'clear-me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('link', { name: 'clear-me.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-status')).toHaveText('PENDING');
  const mine = (await (await page.request.get('/api/sellers/my-application')).json()) as {
    data: { governmentId: { url: string }; certificates: string[]; selfie: string };
  };
  expect(mine.data.governmentId.url).toBe(governmentId);
  expect(mine.data.certificates).toEqual([certificate]);
  expect(mine.data.selfie).not.toBe(selfie);
  await page.context().close();
});

test('a visitor gets the not-found page for the review page and is sent to login from /seller', async ({ page }) => {
  const res = await page.goto('/admin/seller-applications');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/login$/);
});
