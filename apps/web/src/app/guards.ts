import { redirect } from 'react-router';
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
