import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppContextProvider, type AppContext } from './app-context';
import { DarkModeProvider } from './dark-mode';
import { MetaCollectorProvider, type MetaCollector } from './meta';

export function Providers({
  ctx,
  darkMode,
  metaCollector = null,
  children,
}: {
  ctx: AppContext;
  darkMode: boolean;
  metaCollector?: MetaCollector | null;
  children: ReactNode;
}) {
  return (
    <AppContextProvider value={ctx}>
      <QueryClientProvider client={ctx.queryClient}>
        <DarkModeProvider initial={darkMode}>
          <MetaCollectorProvider value={metaCollector}>{children}</MetaCollectorProvider>
        </DarkModeProvider>
      </QueryClientProvider>
    </AppContextProvider>
  );
}
