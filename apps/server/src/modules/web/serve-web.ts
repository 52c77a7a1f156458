import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DARK_MODE_COOKIE } from '@gigbazaar/shared/constants';
import { MESSAGING_NOTICE_COOKIE } from '@gigbazaar/shared/rules/messaging-notice';
import type { Deps } from '../../platform/deps';
import { presentCurrentUser } from '../../platform/auth';
import { INTERNAL_HEADER, internalToken } from '../../platform/internal-request';
import { routedPath } from '../../platform/routed-path';
import { isDatabaseUnavailable, sendUnavailable } from '../../platform/unavailable';
import { scriptNonce } from './csp-nonce';
import {
  inlineStylesheet,
  interactionWatcher,
  liftShellScripts,
  routeAssets,
  scriptLoader,
  type ManifestChunk,
  type PageAssets,
  type ReadAsset,
} from './page-assets';

/** The contract of apps/web/src/entry-server.tsx, repeated here so the server needs no web types at run time. */
interface RenderModule {
  render(opts: {
    url: string;
    user: ReturnType<typeof presentCurrentUser> | null;
    darkMode: boolean;
    cookies?: Record<string, string | undefined>;
    publicUrl: string;
    /** This response's Content-Security-Policy nonce, for the inline scripts the render writes. */
    nonce: string;
    transport: (req: { method: string; path: string; body?: unknown }) => Promise<{
      status: number;
      headers: Record<string, string | undefined>;
      body: unknown;
    }>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; html: string; state: string; modules?: string[] }
  >;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export const defaultWebDist = () => process.env.WEB_DIST ?? path.resolve(here, '../../../../web/dist');

/**
 * Serves the built web app: hashed assets from disk with immutable caching, and every other GET rendered
 * on the server (data included) by the web's own entry-server, then hydrated in the browser.
 */
export async function registerWebApp(app: FastifyInstance, deps: Deps, distDir = defaultWebDist()) {
  const templateFile = path.join(distDir, 'client', 'index.html');
  const serverEntry = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${distDir}). Run "npm run build" first, or use "npm run dev".`);
  }
  const clientDir = path.join(distDir, 'client');
  const readAsset: ReadAsset = (file) => {
    const assetFile = path.join(clientDir, file);
    return existsSync(assetFile) ? readFileSync(assetFile, 'utf8') : null;
  };
  // INLINE_CSS=false keeps stylesheets as links (e.g. to compare page speed).
  const inlineCss = process.env.INLINE_CSS !== 'false';
  const shell = liftShellScripts(readFileSync(templateFile, 'utf8'));
  const template = inlineCss ? inlineStylesheet(shell.template, readAsset) : shell.template;
  const loader = (chunks: string[], nonce: string) =>
    shell.entry ? scriptLoader(shell.entry, [...shell.chunks, ...chunks], nonce) : '';
  const { render } = (await import(pathToFileURL(serverEntry).href)) as RenderModule;
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const pageAssets = existsSync(manifestFile)
    ? routeAssets(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>, readAsset, {
        inlineCss,
      })
    : (): PageAssets => ({ styles: '', chunks: [] });

  await app.register(fastifyStatic, {
    root: path.join(distDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await renderOnServer(request, reply);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return sendUnavailable(request, reply, true);
      // A render bug must not leave a blank 500: send the bare shell and let the browser render (and show its error screen).
      request.log.error({ err }, 'server render failed');
      const dark = Boolean(request.cookies[DARK_MODE_COOKIE]);
      const nonce = scriptNonce(reply.raw);
      const shell = template
        .replace('<!--app-head-->', () => `${interactionWatcher(nonce)}\n    <title>GigBazaar</title>`)
        .replace('<!--body-attrs-->', dark ? ' class="dark"' : '')
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', () => loader([], nonce));
      return reply.status(500).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(shell);
    }
  };

  const renderOnServer = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.headers.cookie;
    // An API call that met a database outage makes the whole page a calm 503 that reloads itself,
    // rather than an error screen rendered from half the data.
    let unavailable = false;
    // The nonce Helmet put in this response's Content-Security-Policy header.
    const nonce = scriptNonce(reply.raw);
    const result = await render({
      url: request.url,
      user: request.user ? presentCurrentUser(request.user) : null,
      darkMode: Boolean(request.cookies[DARK_MODE_COOKIE]),
      // Only the cookies a screen renders from; the session never enters the render.
      cookies: { [MESSAGING_NOTICE_COOKIE]: request.cookies[MESSAGING_NOTICE_COOKIE] },
      publicUrl: deps.config.publicUrl,
      nonce,
      // Loaders reach the API in-process, as the visitor (their cookie), with no network hop.
      transport: async ({ method, path: apiPath, body }) => {
        const res = await app.inject({
          method: method as 'GET',
          url: `/api${apiPath}`,
          headers: {
            ...(cookie ? { cookie } : {}),
            'x-requested-with': 'fetch',
            [INTERNAL_HEADER]: internalToken,
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload: body !== undefined ? JSON.stringify(body) : undefined,
        });
        if (res.statusCode === 503) unavailable = true;
        let parsed: unknown;
        try {
          parsed = res.body ? JSON.parse(res.body) : undefined;
        } catch {
          parsed = undefined;
        }
        return {
          status: res.statusCode,
          headers: { 'x-next-cursor': res.headers['x-next-cursor'] as string | undefined },
          body: parsed,
        };
      },
    });
    if (unavailable) return sendUnavailable(request, reply, true);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const dark = Boolean(request.cookies[DARK_MODE_COOKIE]);
    const assets = pageAssets(result.modules ?? []);
    const page = template
      // Replacer functions: rendered text may contain `$&`-style patterns that a replacement string would expand.
      .replace('<!--app-head-->', () => `${interactionWatcher(nonce)}\n    ${result.head}`)
      // After the shell's stylesheet, whose rules the screens' rules build on.
      .replace('</head>', () => (assets.styles ? `  ${assets.styles}\n  </head>` : '</head>'))
      .replace('<!--body-attrs-->', dark ? ' class="dark"' : '')
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => `${result.state}\n    ${loader(assets.chunks, nonce)}`);
    // Pages carry the visitor's own state (menu, dark mode), so shared caches must not keep them; a signed-in
    // user's page may carry their private data (a conversation's messages, their orders), which no cache keeps,
    // the browser's included, as the API's answers for them (platform/auth.ts).
    reply.header('Cache-Control', request.user ? 'no-store' : 'private, no-cache');
    reply.header('Vary', 'Cookie');
    return reply.status(result.status).type('text/html; charset=utf-8').send(page);
  };

  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ code: 'not_found', message: 'Not found.' }),
  );
  // A real catch-all route (not the not-found handler) so compression and the other per-route hooks apply.
  app.get('/*', async (request, reply) => {
    // Decoded, so `/%61pi/…` is recognised as the API it reaches (request-guards' routedPath).
    const pathname = routedPath(request);
    // Files that exist are answered by the static routes before this one; a missing asset or upload is a plain
    // 404, not a page. Anything else is a page, dots included: usernames such as "kabir.films" end in one.
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    return renderPage(request, reply);
  });
}
