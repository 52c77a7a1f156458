import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { ZGig, ZGigBody, ZGigIdParam, ZGigListQuery, ZTopRatedQuery } from '@gigbazaar/shared/schemas/gigs';
import type { Deps } from '../../platform/deps';
import { findGig, listGigs, listTopRatedGigs } from './gig-service';
import { createGig, deleteGig, throwNotSeller, updateGig } from './gig-write-service';
import { presentGig } from './present-gig';

export const gigsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const list = { 200: z.array(ZGig) };
  /**
   * The read answers are written as they are: every gig in them comes from presentGig, whose object literal is
   * typed TGig (no other field compiles) with the fields in the schema's order, so zod's encode of the same gigs
   * (the app's serializer) wrote the same bytes after re-checking 25–100 trusted rows per list. The schemas stay
   * for the types and the API description; gig-answers.test.ts holds every answer to them byte for byte.
   */
  const presented = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  app.get('/gigs', { schema: { querystring: ZGigListQuery, response: list }, ...presented }, async (request, reply) => {
    const page = await listGigs(deps, request.query);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.rows.map(presentGig);
  });

  app.get(
    '/gigs/top-rated',
    { schema: { querystring: ZTopRatedQuery, response: list }, ...presented },
    async (request) => (await listTopRatedGigs(deps, request.query.limit)).map(presentGig),
  );

  app.get(
    '/gigs/single/:id',
    { schema: { params: ZGigIdParam, response: { 200: ZGig } }, ...presented },
    async (request) => presentGig(await findGig(deps, request.params.id)),
  );

  // The write calls: signed-in only (a visitor gets 401 before the body is read), answers never cached.
  const signedIn = { access: 'user' } as const;

  app.post(
    '/gigs',
    {
      config: signedIn,
      // A buyer hears why before any field is judged (after the sign-in check, which runs first).
      onRequest: async (request) => void (request.me.isSeller || throwNotSeller()),
      schema: { body: ZGigBody, response: { 201: ZGig } },
    },
    async (request, reply) => reply.status(201).send(presentGig(await createGig(deps, request.me, request.body))),
  );

  app.put(
    '/gigs/:id',
    { config: signedIn, schema: { params: ZGigIdParam, body: ZGigBody, response: { 200: ZGig } } },
    async (request) => presentGig(await updateGig(deps, request.me, request.params.id, request.body)),
  );

  app.delete('/gigs/:id', { config: signedIn, schema: { params: ZGigIdParam } }, async (request, reply) => {
    await deleteGig(deps, request.me, request.params.id);
    return reply.status(204).send();
  });
};
