import { redirect } from 'react-router';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { AppContext } from './app-context';
import { meQueryOptions } from './session';

/** Loader guard for account pages: sends visitors to /login (on the server as a real redirect). */
export async function requireUser(ctx: AppContext): Promise<TCurrentUser> {
  const user = await ctx.queryClient.ensureQueryData(meQueryOptions(ctx.api));
  if (!user) throw redirect('/login');
  return user;
}

/** Loader guard for /login and /register: a signed-in user has nothing to do there. */
export async function requireGuest(ctx: AppContext): Promise<null> {
  const user = await ctx.queryClient.ensureQueryData(meQueryOptions(ctx.api));
  if (user) throw redirect('/');
  return null;
}
