import { expect, test } from './fixtures';

// Raw HTML as curl sees it: no JavaScript runs here.
test.describe('server rendering', () => {
  test('/about arrives with its text, title and link-preview tags', async ({ request }) => {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>About \| GigBazaar<\/title>/);
    expect(html).toContain('Respect');
    expect(html).toContain('Innovation');
    expect(html).toMatch(/<meta property="og:title" content="About"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/og-default\.png"/);
  });

  test('/profile/{username} arrives with the profile and its title', async ({ request }) => {
    const html = await (await request.get('/profile/priya.designs')).text();
    expect(html).toMatch(/<title>priya\.designs \| GigBazaar<\/title>/);
    expect(html).toContain('Brand and logo designer from Pune');
    expect(html).toContain('10:00 AM - 7:00 PM IST');
    expect(html).not.toContain('priya@example.in');
  });

  test('a username ending in a short word after a dot is a profile, not a missing file', async ({ request }) => {
    for (const username of ['kabir.films', 'nikhil.ca', 'ishita.data']) {
      const res = await request.get(`/profile/${username}`);
      expect(res.status(), username).toBe(200);
      expect(await res.text()).toContain(`<title>${username} | GigBazaar</title>`);
    }
    // A missing built asset is still a plain 404, not a page.
    const asset = await request.get('/assets/no-such-file.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).toContain('application/json');
  });

  test('an unknown profile is a real 404 page', async ({ request }) => {
    const res = await request.get('/profile/no-such-person');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('User not found');
    expect(html).toContain('data-testid="navbar"');
  });

  test('account pages redirect visitors to /login on the server', async ({ request }) => {
    const res = await request.get('/settings', { maxRedirects: 0 });
    expect([302, 303]).toContain(res.status());
    expect(res.headers()['location']).toBe('/login?next=%2Fsettings');
  });

  test('pages are compressed and assets are cached immutably', async ({ request }) => {
    const res = await request.get('/about', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await res.text())![1];
    const assetRes = await request.get(asset);
    expect(assetRes.headers()['cache-control']).toContain('immutable');
  });
});
