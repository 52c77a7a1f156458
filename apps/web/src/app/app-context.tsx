import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../lib/api';

/** What route loaders and components share: one query cache and one API client per page load (per request on the server). */
export interface AppContext {
  queryClient: QueryClient;
  api: Api;
}

const Ctx = createContext<AppContext | null>(null);
export const AppContextProvider = Ctx.Provider;

export function useApi(): Api {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useApi outside AppContextProvider');
  return ctx.api;
}
