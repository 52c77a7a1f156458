import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZAdminMail, ZAdminMailIdParam, ZAdminMailQuery } from '@gigbazaar/shared/schemas/mail';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { listMail, presentAdminMail, retryMail } from './mail-service';

/**
 * The outbox for admins (decision 014): what failed to go out, and a retry once the cause is fixed. Anyone who is
 * not an admin (visitors included) gets the same 404 as an unknown API path, decided by the declared access.
 */
export const adminMailRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/mail',
    { schema: { querystring: ZAdminMailQuery, response: { 200: z.array(ZAdminMail) } } },
    async (request, reply) => {
      const page = await listMail(deps, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(presentAdminMail);
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    { schema: { params: ZAdminMailIdParam, response: { 200: ZAdminMail } } },
    async (request) => presentAdminMail(await retryMail(deps, request.params.id)),
  );
};
