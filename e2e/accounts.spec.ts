import { expect, test, waitForHydration, type APIRequestContext, type Page } from './fixtures';
import { signUp } from './support/sign-up';

/** Demo accounts seeded by the server (password "gigbazaar1"). */
const DEMO_PASSWORD = 'gigbazaar1';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The newest one-time code mailed to an address, read from the dev mailbox. */
async function latestCode(request: APIRequestContext, email: string, notBefore?: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return null;
        const mails = (await res.json()) as Array<{ to: string; subject: string; text: string; createdAt: string }>;
        const mail = mails.find((m) => !notBefore || m.createdAt > notBefore);
        found = mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? null) : null;
        return found;
      },
      { message: `an OTP mail for ${email}` },
    )
    .not.toBeNull();
  return found!;
}

/** An 8×8 PNG; the server re-encodes uploads to WebP under /uploads/public/u/. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('accounts', () => {
  test('sign up in five steps, log in, edit the bio in settings, see it on the profile, log out', async ({
    page,
    request,
  }) => {
    const id = unique();
    const email = `e2e.${id}@example.in`;
    const username = `e2e_${id}`;
    const password = 'chai4ever';

    await page.goto('/register');
    const progress = page.getByRole('list', { name: 'Sign-up progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('E-mail');

    // Step 1: e-mail (validated before the server is asked).
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send code' }).click();

    // Step 2: the code from the dev mailbox; an empty and a wrong code are refused.
    await expect(progress.locator('[aria-current="step"]')).toContainText('Code');
    const code = await latestCode(request, email);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please enter the OTP.')).toBeVisible();
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid OTP. Please check and try again.')).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    // Step 3: username (lowercased as typed, checked for availability) and country.
    await expect(progress.locator('[aria-current="step"]')).toContainText('Username');
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Username must be at least 3 characters long.')).toBeVisible();
    await page.getByLabel('Username').fill('aarav');
    await expect(page.getByText('Please choose a different username. This one is already taken.')).toBeVisible();
    // A name carrying a phone number: the server's sentence beside the field, while typing and on Next.
    const contactDetails =
      'A username cannot contain a phone number, e-mail address, UPI id, link or social media handle. Please choose a different one.';
    await page.getByLabel('Username').fill('priya98765.43210');
    await expect(page.getByText(contactDetails)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(contactDetails)).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Username');
    await page.getByLabel('Username').fill(username.toUpperCase());
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByText(`${username} is available`)).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('India');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: password rules, the common-password warning (not a blocker) and the mismatch check.
    await page.getByLabel('Password', { exact: true }).fill('abcde');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Password does not meet the requirements.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await expect(page.getByText('This is a commonly used password. Consider choosing a stronger one.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(`${password}x`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 5: about you, then create the account; the app moves to /login after 3 seconds.
    await expect(progress.locator('[aria-current="step"]')).toContainText('About you');
    await page.getByLabel('Bio').fill('Tabla teacher from Varanasi.');
    await page.getByLabel('Phone').fill('98765 43210');
    // An optional picture: checked now, uploaded after the first login (sign-up opens no session).
    const pictureInput = page.getByTestId('signup-picture-input');
    await pictureInput.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'File size should be less than 5MB' })).toBeVisible();
    await pictureInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Your chosen profile picture' })).toHaveAttribute('src', /^blob:/);
    // Timed from the click: the redirect waits 3 s after the answer, so at least 3 s pass whatever the
    // machine's load (timing from when the message is seen would flake when that check runs late).
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created! Redirecting you to login…')).toBeVisible();
    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(3_000);

    // Log in with the new account.
    await page.getByLabel('Username or email').fill(` ${username.toUpperCase()} `);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
    // The picture chosen at sign-up is now the profile picture.
    await expect(page.getByRole('button', { name: 'Account menu' }).first().locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/public\/u\/[0-9a-f-]+\.w480\.webp$/,
    );

    // Settings: change the bio and save; nothing changed afterwards says so.
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Bio')).toHaveValue('Tabla teacher from Varanasi.');
    const bio = `Tabla teacher from Varanasi, online classes in Hindi and English. ${id}`;
    await page.getByLabel('Bio').fill(bio);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    // Result messages vanish after 3 seconds.
    await expect(page.getByText('Profile updated successfully')).toBeHidden({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('No changes to save')).toBeVisible();

    // Tabs work with the keyboard.
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    // The public profile shows the new bio, server-rendered.
    const html = await (await request.get(`/profile/${username}`)).text();
    expect(html).toContain(username);
    expect(html).toContain(bio);
    await page.goto(`/profile/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    const about = page.getByRole('main').getByRole('region', { name: 'About', exact: true });
    await expect(about).toContainText(bio);
    await expect(page.getByRole('main').getByRole('region', { name: 'Account info', exact: true })).toContainText(
      'Today',
    );

    // Log out from the account menu; the app goes home and reloads, and the next navigation waits for that reload
    // (otherwise the two navigations race and one aborts the other).
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Log Out' }).filter({ visible: true }).first().click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Login' }).filter({ visible: true }).first()).toBeVisible();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  });

  test('a wrong password is refused with the same message for every account', async ({ page }) => {
    await logIn(page, 'priya.designs', 'not-her-password1');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, `nobody_${unique()}`, 'whatever1');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
  });

  test('what a visitor types before the page is interactive is kept and submitted', async ({ page }) => {
    // Hold the app's entry script back, so the typing happens on the server-rendered form before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username or email').fill('priya.designs');
    await page.getByLabel('Password', { exact: true }).fill('not-her-password1');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await waitForHydration(page);
    await expect(page.getByLabel('Username or email')).toHaveValue('priya.designs');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The server checked the typed credentials (an empty form would have been stopped by the client's own check).
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
  });

  test('login page: show-password toggle and forgot-password notice', async ({ page }) => {
    await page.goto('/login');
    const input = page.getByLabel('Password', { exact: true });
    await input.fill('secret1');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    let message = '';
    page.once('dialog', (alert) => {
      message = alert.message();
      void alert.dismiss();
    });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => message).toBe('Forgot Password is coming soon.');
  });

  test('profile picture: checked in the browser, uploaded, and shown in settings, the navbar and the profile', async ({
    page,
  }) => {
    await logIn(page, 'fatima.bakes', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/settings');
    const input = page.getByTestId('profile-picture-input');
    const card = page.getByRole('region', { name: 'Public profile' });

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(card.getByText('Please select an image')).toBeVisible();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(card.getByText('File size should be less than 5MB')).toBeVisible();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(card.getByText('Profile picture updated.')).toBeVisible();
    const picture = card.getByRole('img', { name: 'Profile picture of fatima.bakes' });
    // Small slots show the upload's 480-wide variant, which must exist.
    await expect(picture).toHaveAttribute('src', /^\/uploads\/public\/u\/[0-9a-f-]+\.w480\.webp$/);
    const src = (await picture.getAttribute('src'))!;
    expect((await page.request.get(src)).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Account menu' }).first().locator('img')).toHaveAttribute('src', src);

    await page.goto('/profile/fatima.bakes');
    // The profile's large picture is the original.
    await expect(page.locator(`main img[src="${src.replace('.w480.webp', '.webp')}"]`).first()).toBeVisible();
  });

  test('beta settings round-trip: validation, working hours order, skills, and the profile', async ({ page }) => {
    await logIn(page, 'vikram.k', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/beta-settings');
    await expect(page.getByText('optional', { exact: false }).first()).toBeVisible();
    // Values unique to this run, so saving always has something to change.
    const id = unique();
    const language = `Marathi ${id}`;
    const hour = 7 + (Date.now() % 3);

    await page.getByLabel('Date of birth').fill('31/02/1990');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid date in DD/MM/YYYY format')).toBeVisible();
    await page.getByLabel('Date of birth').fill('01/01/2999');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
    await page.getByLabel('Date of birth').fill('15/08/1995');

    await page.getByLabel('First language').fill(language);
    await page.getByLabel('Start time (IST)').fill('18:00');
    await page.getByLabel('End time (IST)').fill('09:00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('End time must be after start time')).toBeVisible();
    await page.getByLabel('Start time (IST)').fill(`0${hour}:30`);
    await page.getByLabel('End time (IST)').fill('18:00');
    await expect(page.getByText(`${hour}:30 AM - 6:00 PM IST`)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const skill = `Tally ERP ${id}`;
    const skillInput = page.getByLabel('Skill', { exact: true });
    await skillInput.fill(`  ${skill}  `);
    await skillInput.press('Enter');
    await expect(page.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();
    await skillInput.fill(skill.toUpperCase());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('is already in your skills')).toBeVisible();

    // The saved values survive a reload.
    await page.reload();
    await expect(page.getByLabel('Date of birth')).toHaveValue('15/08/1995');
    await expect(page.getByLabel('First language')).toHaveValue(language);
    await expect(page.getByLabel('Start time (IST)')).toHaveValue(`0${hour}:30`);
    await expect(page.getByLabel('End time (IST)')).toHaveValue('18:00');

    // And they show on the public profile.
    await page.goto('/profile/vikram.k');
    await expect(page.getByRole('main').getByRole('region', { name: 'Working hours', exact: true })).toContainText(
      `${hour}:30 AM - 6:00 PM IST`,
    );
    await expect(page.getByRole('main').getByRole('region', { name: 'Personal info', exact: true })).toContainText(
      language,
    );
    await expect(page.getByRole('main').getByRole('region', { name: 'Skills', exact: true })).toContainText(skill);

    // Removing the skill.
    await page.goto('/beta-settings');
    await page.getByRole('button', { name: `Remove ${skill}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${skill}` })).toBeHidden();
  });

  test('beta settings: the next skill typed while one is being added is kept, a refused one comes back, and removing skills from the keyboard keeps focus', async ({
    page,
    request,
  }) => {
    const person = await signUp(request, 'skills');
    await logIn(page, person.username, person.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/beta-settings');
    const id = unique();
    const skillInput = page.getByLabel('Skill', { exact: true });

    // The add is slow: the field empties as it is sent, and what is typed meanwhile survives its answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/skills/add', async (route) => {
      await held;
      await route.continue();
    });
    await skillInput.fill(`Kathak ${id}`);
    await skillInput.press('Enter');
    await expect(skillInput).toHaveValue('');
    await skillInput.pressSequentially('Bharatanatyam');
    release();
    await expect(page.getByRole('button', { name: `Remove Kathak ${id}` })).toBeVisible();
    await expect(skillInput).toHaveValue('Bharatanatyam');
    await page.unroute('**/api/users/skills/add');

    // Refused by the server: the skill is back in the field, with the reason under it.
    await page.route('**/api/users/skills/add', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'moderation_rejected', message: 'Please do not share contact details.' }),
      }),
    );
    await skillInput.press('Enter');
    await expect(page.getByText('Please do not share contact details.')).toBeVisible();
    await expect(skillInput).toHaveValue('Bharatanatyam');
    await page.unroute('**/api/users/skills/add');
    await skillInput.press('Enter');
    const removeKathak = page.getByRole('button', { name: `Remove Kathak ${id}` });
    const removeBharatanatyam = page.getByRole('button', { name: 'Remove Bharatanatyam' });
    await expect(removeBharatanatyam).toBeVisible();

    // Removed from the keyboard while the server is slow: focus is on the next chip's button all along (it waits,
    // aria-disabled, instead of becoming disabled and dropping focus), and on the field after the last one.
    let releaseRemove!: () => void;
    const removing = new Promise<void>((resolve) => (releaseRemove = resolve));
    await page.route('**/api/users/skills/remove', async (route) => {
      await removing;
      await route.continue();
    });
    await removeKathak.focus();
    await page.keyboard.press('Enter');
    await expect(removeBharatanatyam).toBeFocused();
    await expect(removeBharatanatyam).toHaveAttribute('aria-disabled', 'true');
    releaseRemove();
    await expect(removeKathak).toBeHidden();
    await expect(removeBharatanatyam).toBeFocused();
    await page.unroute('**/api/users/skills/remove');
    await page.keyboard.press('Enter');
    await expect(removeBharatanatyam).toBeHidden();
    await expect(skillInput).toBeFocused();
  });

  test('public profile: badges, photo dialog, and a 404 for an unknown user', async ({ page }) => {
    const res = await page.goto('/profile/aarav');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'aarav' })).toBeVisible();
    const badges = page.getByRole('list', { name: 'Badges' });
    await expect(badges).toContainText('Founder');
    await expect(badges).toContainText('Seller');
    await expect(page).toHaveTitle(/aarav/);

    const opener = page.getByRole('button', { name: /profile picture of aarav/i });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /profile picture of aarav/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const missing = await page.goto(`/profile/nobody_${unique()}`);
    expect(missing?.status()).toBe(404);
  });

  test('settings and beta settings need a session', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.goto('/beta-settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fbeta-settings$/);
  });
});
