import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZGig, ZGigIdParam, ZGigListQuery, ZTopRatedQuery } from '@gigbazaar/shared/schemas/gigs';
import type { Deps } from '../../platform/deps';
import { findGig, listGigs, listTopRatedGigs } from './gig-service';
import { presentGig } from './present-gig';

export const gigsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const list = { 200: z.array(ZGig) };

  app.get('/gigs', { schema: { querystring: ZGigListQuery, response: list } }, async (request, reply) => {
    const page = await listGigs(deps, request.query);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.rows.map(presentGig);
  });

  app.get('/gigs/top-rated', { schema: { querystring: ZTopRatedQuery, response: list } }, async (request) =>
    (await listTopRatedGigs(deps, request.query.limit)).map(presentGig),
  );

  app.get('/gigs/single/:id', { schema: { params: ZGigIdParam, response: { 200: ZGig } } }, async (request) =>
    presentGig(await findGig(deps, request.params.id)),
  );
};
