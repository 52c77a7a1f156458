import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { describeWithTools, missingWebBuild } from '../../test/fault-services';
import { as, createConversation } from '../../test/factories';
import { MESSAGING_NOTICE_COOKIE, withMessagingNoticeSeen } from '@gigbazaar/shared/rules/messaging-notice';

/**
 * The Content-Security-Policy allows no inline script but the page's own: script-src carries a fresh nonce per
 * response and no 'unsafe-inline', and every inline <script> of the page carries that same nonce.
 */

function scriptSrc(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['content-security-policy'] ?? '');
  const directive = header
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  if (!directive) throw new Error(`no script-src in "${header}"`);
  return directive;
}

/** The nonce of the header, after checking the directive keeps only what it should. */
function headerNonce(res: { headers: Record<string, unknown> }): string {
  const directive = scriptSrc(res);
  expect(directive).not.toContain("'unsafe-inline'");
  expect(directive).not.toContain("'unsafe-eval'");
  expect(directive).toContain("'self'");
  // The sandbox gateway's checkout is same-origin: no third-party script is allowed unless Razorpay is configured.
  expect(directive).not.toContain('razorpay');
  const nonces = [...directive.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]!);
  expect(nonces).toHaveLength(1);
  // 128 bits, base64.
  expect(nonces[0]).toMatch(/^[A-Z0-9+/]{22}==$/i);
  return nonces[0]!;
}

/** The opening tags of the page's inline scripts (those without src). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!).filter((attrs) => !/\ssrc=/i.test(attrs));

function expectEveryInlineScriptCarries(html: string, nonce: string, atLeast: number) {
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThanOrEqual(atLeast);
  for (const attrs of scripts) expect(attrs).toContain(` nonce="${nonce}"`);
}

describe('pages from a minimal build', () => {
  // A stand-in for the web build: Vite's index.html shape and an entry-server that writes the state block with
  // the nonce it is given (as apps/web/src/entry-server.tsx does), or fails for /boom.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'gb-web-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(
    path.join(dist, 'client', 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body<!--body-attrs-->>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`,
  );
  writeFileSync(path.join(dist, 'client', 'assets', 'index-1.js'), 'export {};');
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render(opts) {
  if (opts.url === '/boom') throw new Error('a render bug');
  return {
    kind: 'page',
    status: 200,
    head: '<title>Test</title>',
    html: '<p>Rendered</p>',
    state: '<script type="application/json" id="gb-state" nonce="' + opts.nonce + '">{}</script>',
  };
}`,
  );

  let app: App;
  const previous = process.env.WEB_DIST;
  beforeAll(async () => {
    process.env.WEB_DIST = dist;
    app = await createTestApp({ serveWeb: true });
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.WEB_DIST;
    else process.env.WEB_DIST = previous;
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the interaction watcher, the state block and the script loader the nonce of the header', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Rendered</p>');
    const nonce = headerNonce(res);
    expectEveryInlineScriptCarries(res.body, nonce, 3);
    // The loader still starts the lifted entry after the first paint.
    expect(res.body).toContain('s.src="/assets/index-1.js"');
    expect(res.body).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(res.body).not.toContain('<script type="module"');
  });

  it('makes a new nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(headerNonce(await app.inject({ method: 'GET', url: '/' })));
    expect(nonces.size).toBe(5);
  });

  it('puts the nonce on the bare shell sent when rendering fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expectEveryInlineScriptCarries(res.body, headerNonce(res), 2);
  });

  it('answers an unknown API path as the API does (JSON 404) however the path is spelt, never as a page', async () => {
    for (const url of ['/api/nowhere', '/%61pi/nowhere', '/%61%70%69/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.body, url).not.toContain('<p>Rendered</p>');
    }
  });

  it('sends the same policy, without inline scripts, on API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    headerNonce(res);
  });
});

// The real pages, when the web app is built (CI builds before it runs the tests, and requires them).
describeWithTools('pages of the built web app', [missingWebBuild()], () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ serveWeb: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/', '/gigs', '/login', '/about', '/no-such-page'])(
    '%s: every inline script (watcher, router data, state, loader) carries the header’s nonce',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const nonce = headerNonce(res);
      expectEveryInlineScriptCarries(res.body, nonce, 4);
      expect(res.body).toContain('window.__staticRouterHydrationData');
      expect(res.body).toMatch(
        new RegExp(`<script type="application/json" id="[^"]+" nonce="${nonce.replace(/[+/]/g, '\\$&')}">`),
      );
    },
  );

  it('renders a conversation for its party only, with the unread notice open in the HTML, and no cache keeps it', async () => {
    const { buyer, seller, third, id } = await createConversation(app);
    const said = await buyer.api.post('/api/messages', { conversationId: id, desc: 'Is the logo gig open this week?' });
    expect(said.statusCode).toBe(201);
    const open = (html: string) => /<dialog[^>]*\sopen=""[^>]*>/.test(html) && html.includes('Messages are moderated');

    const page = await as(app, buyer.cookie).get(`/message/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Is the logo gig open this week?');
    expect(open(page.body)).toBe(true);

    // Read to the end in this browser (by this user): the server leaves it out.
    const seen = (userId: string) => `${MESSAGING_NOTICE_COOKIE}=${withMessagingNoticeSeen('', userId)}`;
    const after = await as(app, `${buyer.cookie}; ${seen(buyer.user.id)}`).get(`/message/${id}`);
    expect(after.body).toContain('Is the logo gig open this week?');
    expect(open(after.body)).toBe(false);
    // Read by someone else on this browser: the seller still gets it.
    const sellerPage = await as(app, `${seller.cookie}; ${seen(buyer.user.id)}`).get(`/message/${id}`);
    expect(sellerPage.body).toContain('Is the logo gig open this week?');
    expect(open(sellerPage.body)).toBe(true);

    // Someone else's conversation: neither its messages nor the notice.
    const stranger = await as(app, third.cookie).get(`/message/${id}`);
    expect(stranger.headers['cache-control']).toBe('no-store');
    expect(stranger.body).not.toContain('Is the logo gig open this week?');
    expect(open(stranger.body)).toBe(false);
    // A visitor is sent to log in; a public page for a visitor stays revalidated, not unstorable.
    const visitor = await as(app).get(`/message/${id}`);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.body).not.toContain('Is the logo gig open this week?');
    expect((await as(app).get('/about')).headers['cache-control']).toBe('private, no-cache');
  });
});
