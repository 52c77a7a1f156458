import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZEarnings, ZEarningsQuery, ZPayoutAccount, ZPayoutAccountBody } from '@gigbazaar/shared/schemas/payouts';
import { ZStatement, ZStatementQuery } from '@gigbazaar/shared/schemas/finance';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import type { RouteTransport } from './linked-accounts';
import { getPayoutAccount, savePayoutAccount } from './payout-account-service';
import { earningsCsv, getEarnings } from './earnings-service';
import { getStatement } from './statement-service';

interface Options {
  deps: Deps;
  route: RouteTransport;
}

/**
 * A seller's payout account and earnings (docs/decisions/019). Signed-in only; sellers only (403 for anyone else,
 * decided from the session's user row). Every answer is the caller's own and is never cached (the session guard
 * marks them no-store).
 */
export const payoutsRoutes: FastifyPluginAsync<Options> = async (root, { deps, route }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/payouts/account', { schema: { response: { 200: ZPayoutAccount } } }, async (request) =>
    getPayoutAccount(deps, request.me),
  );

  app.put(
    '/payouts/account',
    { schema: { body: ZPayoutAccountBody, response: { 200: ZPayoutAccount } } },
    async (request) => savePayoutAccount({ ...deps, route, log: request.log }, request.me, request.body),
  );

  app.get(
    '/earnings',
    { schema: { querystring: ZEarningsQuery, response: { 200: ZEarnings } } },
    async (request, reply) => {
      const { body, nextCursor } = await getEarnings(deps, request.me, request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return body;
    },
  );

  app.get('/earnings.csv', { schema: { querystring: ZEarningsQuery } }, async (request, reply) => {
    const csv = await earningsCsv(deps, request.me, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="gigbazaar-earnings.csv"')
      .send(csv);
  });

  app.get(
    '/earnings/statement',
    { schema: { querystring: ZStatementQuery, response: { 200: ZStatement } } },
    async (request) => getStatement(deps, request.me, request.query.month),
  );
};
