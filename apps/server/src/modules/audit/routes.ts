import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZAuditEntry, ZAuditQuery } from '@gigbazaar/shared/schemas/reports';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { listAudit, presentAudit } from './audit-log';

/** The audit log for admins (decision 013); everyone else gets the 404 of an unknown API path. */
export const adminAuditRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/audit',
    { schema: { querystring: ZAuditQuery, response: { 200: z.array(ZAuditEntry) } } },
    async (request, reply) => {
      const page = await listAudit(deps, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(presentAudit);
    },
  );
};
