import { data, redirect } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';
import { loginReturningTo, NEXT_PARAM, safeNext } from '../lib/safe-next';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { AppContext } from './app-context';
import { meQueryOptions } from './session';

/**
 * Loader guard for account pages: sends visitors to /login (on the server as a real redirect), with the page
 * they asked for in `?next=` so logging in brings them back to it.
 */
export async function requireUser(ctx: AppContext, request?: Request): Promise<TCurrentUser> {
  const user = await ctx.queryClient.ensureQueryData(meQueryOptions(ctx.api));
  if (!user) {
    const url = request ? new URL(request.url) : null;
    throw redirect(url ? loginReturningTo(`${url.pathname}${url.search}`) : '/login');
  }
  return user;
}

/** Loader guard for /login and /register: a signed-in user has nothing to do there (and goes where ?next= says). */
export async function requireGuest(ctx: AppContext, request?: Request): Promise<null> {
  const user = await ctx.queryClient.ensureQueryData(meQueryOptions(ctx.api));
  if (user) throw redirect((request && safeNext(new URL(request.url).searchParams.get(NEXT_PARAM))) || '/');
  return null;
}

/** Loader guard for the seller screens (My Gigs, Create and Edit Gig): visitors go to /login, buyers to /seller. */
export async function requireSeller(ctx: AppContext, request?: Request): Promise<TCurrentUser> {
  const me = await requireUser(ctx, request);
  if (!me.isSeller) throw redirect(paths.seller());
  return me;
}

/**
 * For a loader whose page shows "not found" from its prefetched query's refusal (an order, the checkout):
 * answers the page with the 404 status the API gave, so the server's HTML for a missing thing is a real 404 (and
 * is never kept by a crawler or a cache as a page). The page still renders from the query as before.
 */
export function statusOfPrefetched(ctx: AppContext, queryKey: QueryKey) {
  const error = ctx.queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404 ? data(null, { status: 404 }) : null;
}
