import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import { createRoutes, ROUTE_MODULES } from './app/routes';
import { createQueryClient } from './app/query-client';
import { Providers } from './app/providers';
import { meQueryKey } from './app/session';
import { renderMetaTags, type MetaCollector } from './app/meta';
import { createApi, type Transport } from './lib/api';
import { STATE_ELEMENT_ID, dehydrateServerState } from './app/server-state';
import './styles/global.css';

export interface RenderOptions {
  url: string;
  user: TCurrentUser | null;
  darkMode: boolean;
  /**
   * The request's cookies that screens render from (e.g. whether the messaging notice was read), by name: only
   * those, never the session's.
   */
  cookies?: Record<string, string | undefined>;
  publicUrl: string;
  /**
   * This response's Content-Security-Policy nonce: the page's inline scripts (the router's hydration data, the
   * state block) carry it, since the policy allows no other inline script.
   */
  nonce?: string;
  /** How loaders reach the API during this render (the server injects into itself, with the visitor's cookie). */
  transport: Transport;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      /** Source modules (Vite manifest keys) of the lazily loaded screens this page rendered. */
      modules: string[];
    };

/** Escapes a JSON payload for an inline <script>: no `</script>` break-out, no U+2028 surprises. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function render(opts: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, opts.user);
  const ctx = { queryClient, api: createApi(opts.transport) };
  const handler = createStaticHandler(createRoutes(ctx));
  const context = await handler.query(new Request(new URL(opts.url, 'http://localhost')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: MetaCollector = { meta: null };
  const html = renderToString(
    <Providers ctx={ctx} darkMode={opts.darkMode} metaCollector={collector} cookies={opts.cookies}>
      <StaticRouterProvider router={router} context={context} nonce={opts.nonce} />
    </Providers>,
  );
  const declared = context.matches.reduce<number | undefined>(
    (status, m) => (m.route.handle as { status?: number } | undefined)?.status ?? status,
    undefined,
  );
  const nonce = opts.nonce ? ` nonce="${escapeAttr(opts.nonce)}"` : '';
  const status = context.statusCode !== 200 ? context.statusCode : (declared ?? 200);
  return {
    kind: 'page',
    status,
    head: renderMetaTags(collector.meta, opts.url, opts.publicUrl),
    html,
    modules: context.matches.flatMap((m) => ROUTE_MODULES[m.route.id] ?? []),
    // A JSON data block rather than a script that assigns an object literal: the browser neither compiles nor
    // runs it while parsing the page (on a list page that was tens of milliseconds), and the client parses it
    // with JSON.parse when it starts. Browsers do not apply the policy to such data blocks, but the nonce costs
    // nothing and keeps "every inline script carries the nonce" simply true.
    state: `<script type="application/json" id="${STATE_ELEMENT_ID}"${nonce}>${safeJson({ rq: dehydrateServerState(queryClient), darkMode: opts.darkMode })}</script>`,
  };
}
