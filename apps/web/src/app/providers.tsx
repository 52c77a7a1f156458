import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppContextProvider, type AppContext } from './app-context';
import { RequestCookiesProvider, type RequestCookies } from './cookies';
import { DarkModeProvider } from './dark-mode';
import { MetaCollectorProvider, type MetaCollector } from './meta';

const NO_COOKIES: RequestCookies = {};

export function Providers({
  ctx,
  darkMode,
  metaCollector = null,
  cookies = NO_COOKIES,
  children,
}: {
  ctx: AppContext;
  darkMode: boolean;
  metaCollector?: MetaCollector | null;
  /** On the server, the request's cookies that screens render from (the browser reads its own). */
  cookies?: RequestCookies;
  children: ReactNode;
}) {
  return (
    <AppContextProvider value={ctx}>
      <QueryClientProvider client={ctx.queryClient}>
        <DarkModeProvider initial={darkMode}>
          <MetaCollectorProvider value={metaCollector}>
            <RequestCookiesProvider value={cookies}>{children}</RequestCookiesProvider>
          </MetaCollectorProvider>
        </DarkModeProvider>
      </QueryClientProvider>
    </AppContextProvider>
  );
}
