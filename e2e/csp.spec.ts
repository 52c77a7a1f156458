import { expect, test, type Page } from './fixtures';

/**
 * The Content-Security-Policy lets no inline script run but the page's own (they carry the response's nonce),
 * and the pages still start: every one hydrates with no policy violation.
 */

/** Collects policy violations from the moment the document exists: the DOM event and Chromium's console error. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}

function scriptSrc(header: string | undefined): string {
  const directive = header
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  expect(directive, 'the policy has a script-src directive').toBeDefined();
  return directive!;
}

test.beforeEach(async ({ page }) => {
  // The welcome popup is not what these tests look at.
  await page.addInitScript(() => sessionStorage.setItem('gb_welcome_popup_seen', '1'));
});

for (const name of ['home', 'explore', 'a gig page', 'login'] as const) {
  test(`${name}: script-src has a nonce and no 'unsafe-inline', the inline scripts carry it, the page hydrates with no violation`, async ({
    page,
    request,
  }) => {
    let path = { home: '/', explore: '/gigs?search=logo', login: '/login', 'a gig page': '' }[name];
    if (name === 'a gig page') {
      const [gig] = (await (await request.get('/api/gigs?limit=1')).json()) as Array<{ _id: string }>;
      path = `/gig/${gig!._id}`;
    }
    const violations = await watchViolations(page);
    // The fixture's goto returns once <html data-hydrated="true"> is set, i.e. the scripts ran and React hydrated.
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const policy = scriptSrc(response!.headers()['content-security-policy']);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("'self'");
    // The sandbox gateway's checkout is same-origin: Razorpay is allowed only when it is the gateway.
    expect(policy).not.toContain('razorpay');
    const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
    expect(nonce, 'script-src carries a nonce').toBeDefined();

    // Every inline script of the page carries that nonce (browsers hide the attribute; the property keeps it).
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        scripts.map((s) => ({ nonce: (s as HTMLScriptElement).nonce, type: s.getAttribute('type') })),
      );
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const script of inline) expect(script).toEqual({ nonce, type: script.type });

    // A later page load gets a fresh nonce.
    const again = await request.get(path);
    expect(scriptSrc(again.headers()['content-security-policy'])).not.toContain(`'nonce-${nonce}'`);

    // Client-side work after hydration (another screen's chunk and stylesheet, loaded on navigation) is allowed too.
    await page.locator('footer a[href="/help"]').click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('an inline script without the nonce is refused (the policy is enforced, and the watcher sees it)', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // Play an injected script (as an HTML injection would) into the page as the server sent it.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
});

test('every public page and a signed-in one hydrates with no policy violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const [gig] = (await (await request.get('/api/gigs?limit=1')).json()) as Array<{ _id: string }>;
  const paths = [
    '/',
    '/gigs',
    `/gig/${gig!._id}`,
    '/profile/priya.designs',
    '/about',
    '/help',
    '/terms',
    '/privacypolicy',
    '/contact',
    '/refund',
    '/shipping',
    '/login',
    '/register',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
  }
  const login = await page.request.post('/api/auth/login', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { username: 'ananya', password: 'gigbazaar1' },
  });
  expect(login.status()).toBe(200);
  for (const path of ['/', '/settings']) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
  }
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
