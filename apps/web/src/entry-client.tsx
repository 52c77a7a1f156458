// Must stay the first import: it configures zod before any schema is built (see the module).
import './app/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { DehydratedState } from '@tanstack/react-query';
import './styles/global.css';
import { createRoutes } from './app/routes';
import { createQueryClient } from './app/query-client';
import { Providers } from './app/providers';
import { browserTransport, createApi } from './lib/api';
import { STATE_ELEMENT_ID, hydrateServerState } from './app/server-state';
import { watchEarlyInput } from './app/early-input';
import { onApiRecovered, trackConnection } from './app/connection';
import { watchFirstInteraction } from './app/first-interaction';

interface ServerState {
  rq: DehydratedState;
  darkMode: boolean;
}

/** The data the server rendered the page with (entry-server writes it), so the first render needs no fetch. */
function readServerState(): ServerState | undefined {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}

async function start() {
  watchFirstInteraction();
  const state = readServerState();
  if (state) watchEarlyInput();
  const queryClient = createQueryClient();
  if (state) hydrateServerState(queryClient, state.rq);
  const ctx = { queryClient, api: createApi(trackConnection(browserTransport)) };
  const routes = createRoutes(ctx);

  // The server rendered the matched screens; load their chunks before hydrating so the first client render matches.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const resolved = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...resolved, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, {
    hydrationData: (window as unknown as { __staticRouterHydrationData?: object }).__staticRouterHydrationData,
  });
  // Back from an outage: what failed fetches again, and a page whose loader failed loads again, by itself.
  onApiRecovered(() => {
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    if (router.state.errors) void router.revalidate();
  });
  const darkMode = state?.darkMode ?? document.body.classList.contains('dark');
  const app = (
    <StrictMode>
      <Providers ctx={ctx} darkMode={darkMode}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking the
  // main thread for the whole tree, so taps during start-up are answered (and no long task is recorded).
  if (state && container.firstChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
