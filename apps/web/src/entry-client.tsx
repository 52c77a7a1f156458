import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './styles/fonts.css';
import './styles/global.css';
import { createRoutes } from './app/routes';
import { createQueryClient } from './app/query-client';
import { Providers } from './app/providers';
import { browserTransport, createApi } from './lib/api';

declare global {
  interface Window {
    __GB_STATE__?: { rq: DehydratedState; darkMode: boolean };
  }
}

async function start() {
  const state = window.__GB_STATE__;
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.rq);
  const ctx = { queryClient, api: createApi(browserTransport) };
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
  const darkMode = state?.darkMode ?? document.body.classList.contains('dark');
  const app = (
    <StrictMode>
      <Providers ctx={ctx} darkMode={darkMode}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (state && container.firstChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
