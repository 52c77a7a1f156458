import { redirect } from 'react-router';
import type { TCurrentUser } from '@gigbazaar/shared/schemas/auth';
import type { AppContext } from '../../app/app-context';
import { requireUser } from '../../app/guards';
import { paths } from '../../lib/paths';

/** Seller screens (spec 2 §2): visitors go to /login, signed-in buyers to the seller application. */
export async function requireSeller(ctx: AppContext, request?: Request): Promise<TCurrentUser> {
  const me = await requireUser(ctx, request);
  if (!me.isSeller) throw redirect(paths.seller());
  return me;
}
