import type { QueryClient } from '@tanstack/react-query';
import type { TOwnUser } from '@gigbazaar/shared/schemas/users';
import type { AppContext } from '../../../app/app-context';
import { requireUser } from '../../../app/guards';
import { errorMessage } from '../../../lib/api';
import { ownUserKey, ownUserQueryOptions, usersKey } from '../../../lib/queries/own-user';

export interface OwnUserLoaderData {
  /** The server's message when the user could not be loaded during the route load; the page shows it. */
  loadError: string | null;
}

/** Loader of /settings and /beta-settings: signed-in only; fills the cache so the server renders the forms. */
export async function loadOwnUser(ctx: AppContext, request?: Request): Promise<OwnUserLoaderData> {
  const me = await requireUser(ctx, request);
  try {
    await ctx.queryClient.ensureQueryData(ownUserQueryOptions(ctx.api, me._id));
    return { loadError: null };
  } catch (error) {
    return { loadError: errorMessage(error, 'Something went wrong. Please try again.') };
  }
}

/** Writes a fresh copy of the own user into the cache and marks every other user query stale (profiles). */
export function refreshUsers(queryClient: QueryClient, id: string, patch?: Partial<TOwnUser>) {
  if (patch) queryClient.setQueryData<TOwnUser>(ownUserKey(id), (old) => (old ? { ...old, ...patch } : old));
  return queryClient.invalidateQueries({ queryKey: usersKey });
}
