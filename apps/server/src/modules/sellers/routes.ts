import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import {
  ZAdminSellerApplication,
  ZAdminSellerApplicationsQuery,
  ZReviewDecisionBody,
  ZSellerApplicationBody,
  ZSellerApplicationIdParam,
  ZSellerApplicationResponse,
} from '@gigbazaar/shared/schemas/sellers';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { presentAdminApplication, presentApplication } from './present-application';
import {
  decideApplication,
  deleteOwnApplication,
  findOwnApplication,
  listApplications,
  submitApplication,
} from './seller-service';

/**
 * docs/product-rules.md "Seller applications": the applicant's own calls. Every answer is about one person: never
 * cached.
 */
export const sellersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/sellers/my-application', { schema: { response: { 200: ZSellerApplicationResponse } } }, async (request) => {
    const me = request.me;
    return { data: presentApplication(await findOwnApplication(deps, me)) };
  });

  app.post(
    '/sellers',
    { schema: { body: ZSellerApplicationBody, response: { 201: ZSellerApplicationResponse } } },
    async (request, reply) => {
      const me = request.me;
      const row = await submitApplication(deps, me, request.body);
      return reply.status(201).send({ data: presentApplication(row) });
    },
  );

  app.delete('/sellers/my-application', async (request, reply) => {
    await deleteOwnApplication(deps, request.me);
    return reply.status(204).send();
  });
};

/**
 * The admin review calls. Anyone who is not an admin (visitors included) gets the same 404 as an unknown API path,
 * decided before the body is read, so the calls cannot even be discovered.
 */
export const adminSellersRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'admin');

  app.get(
    '/admin/seller-applications',
    { schema: { querystring: ZAdminSellerApplicationsQuery, response: { 200: z.array(ZAdminSellerApplication) } } },
    async (request, reply) => {
      const page = await listApplications(deps, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map((r) => presentAdminApplication(r.application, r.applicant));
    },
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/seller-applications/:id/${action}`,
      {
        schema: {
          params: ZSellerApplicationIdParam,
          body: ZReviewDecisionBody,
          response: { 200: ZSellerApplicationResponse },
        },
      },
      async (request) => {
        const admin = request.me;
        const notes = request.body?.verificationNotes;
        const row = await decideApplication(deps, admin, request.params.id, decision, notes);
        return { data: presentApplication(row) };
      },
    );
  }
};
