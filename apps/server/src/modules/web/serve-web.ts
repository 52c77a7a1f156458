import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DARK_MODE_COOKIE } from '@gigbazaar/shared/constants';
import type { Deps } from '../../platform/deps';
import { presentCurrentUser } from '../../platform/auth';

/** The contract of apps/web/src/entry-server.tsx, repeated here so the server needs no web types at run time. */
interface RenderModule {
  render(opts: {
    url: string;
    user: ReturnType<typeof presentCurrentUser> | null;
    darkMode: boolean;
    publicUrl: string;
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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * modulepreload links for a rendered page's screen chunks and their static imports (from the Vite manifest),
 * so the browser fetches them beside the entry instead of discovering them after it has run. Chunks the
 * HTML shell already loads (the entry and its imports) are left out.
 */
export function modulePreloader(manifest: Record<string, ManifestChunk>): (modules: string[]) => string {
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return into;
  };
  const inShell = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    let links = cache.get(key);
    if (links === undefined) {
      links = [...closure(modules)]
        .filter((file) => !inShell.has(file) && file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('\n    ');
      cache.set(key, links);
    }
    return links;
  };
}

/**
 * Puts the built stylesheet into the shell as a <style> element instead of a render-blocking request (one
 * round trip less before the first paint on a cold load; pages are rendered on the server, so there is
 * nothing to cache per page anyway). Set INLINE_CSS=false to keep the link.
 */
export function inlineStylesheet(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssFile = path.join(clientDir, file);
    if (!existsSync(cssFile)) return link;
    // "</style" cannot occur in Vite's minified CSS outside strings, but never let it end the element early.
    return `<style>${readFileSync(cssFile, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Marks the server's own in-process API calls during a render; the value never leaves the process. */
export const INTERNAL_HEADER = 'x-gb-internal';
export const internalToken = randomBytes(24).toString('base64url');
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
  const builtTemplate = readFileSync(templateFile, 'utf8');
  const template =
    process.env.INLINE_CSS === 'false' ? builtTemplate : inlineStylesheet(builtTemplate, path.join(distDir, 'client'));
  const { render } = (await import(pathToFileURL(serverEntry).href)) as RenderModule;
  const manifestFile = path.join(distDir, 'client', '.vite', 'manifest.json');
  const preloadLinks = existsSync(manifestFile)
    ? modulePreloader(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : () => '';

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
      // A render bug must not leave a blank 500: send the bare shell and let the browser render (and show its error screen).
      request.log.error({ err }, 'server render failed');
      const dark = Boolean(request.cookies[DARK_MODE_COOKIE]);
      const shell = template
        .replace('<!--app-head-->', '<title>GigBazaar</title>')
        .replace('<!--body-attrs-->', dark ? ' class="dark"' : '')
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', '');
      return reply.status(500).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(shell);
    }
  };

  const renderOnServer = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.headers.cookie;
    const result = await render({
      url: request.url,
      user: request.user ? presentCurrentUser(request.user) : null,
      darkMode: Boolean(request.cookies[DARK_MODE_COOKIE]),
      publicUrl: deps.config.publicUrl,
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
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const dark = Boolean(request.cookies[DARK_MODE_COOKIE]);
    const html = template
      // Replacer functions: rendered text may contain `$&`-style patterns that a replacement string would expand.
      .replace('<!--app-head-->', () => result.head)
      // At the end of the head, after the shell's entry script, so the entry is requested first.
      .replace('</head>', () => {
        const links = preloadLinks(result.modules ?? []);
        return links ? `  ${links}\n  </head>` : '</head>';
      })
      .replace('<!--body-attrs-->', dark ? ' class="dark"' : '')
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => result.state);
    // Pages carry the visitor's own state (menu, dark mode), so shared caches must not keep them.
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Vary', 'Cookie');
    return reply.status(result.status).type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ code: 'not_found', message: 'Not found.' }),
  );
  // A real catch-all route (not the not-found handler) so compression and the other per-route hooks apply.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return reply.callNotFound();
    }
    return renderPage(request, reply);
  });
}
