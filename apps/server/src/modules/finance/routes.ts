import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminFinance } from '@gigbazaar/shared/schemas/finance';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { financeOverview } from './reconciliation';

/**
 * GigBazaar's books for admins (docs/decisions/021): the ledger's balances and the reconciliation against the
 * gateway. Anyone who is not an admin (visitors included) gets the same 404 as an unknown API path; the answer is
 * never cached (the session guard marks signed-in answers no-store).
 */
export const adminFinanceRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get('/admin/finance', { schema: { response: { 200: ZAdminFinance } } }, async () => financeOverview(deps.db));
};
