import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from './app-context';

/**
 * What every screen module exports: its component, and optionally a loader that fills the query cache
 * (so the server renders with data) and a handle (e.g. `{ status: 404 }` for the not-found page).
 */
export interface PageModule {
  default: ComponentType;
  loader?: (ctx: AppContext, args: LoaderFunctionArgs) => Promise<unknown>;
  handle?: { status?: number };
  /** A screen-specific error view (e.g. the profile's "User not found"), shown inside the layout. */
  ErrorBoundary?: ComponentType;
}
