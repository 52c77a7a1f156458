import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ZCreateReviewBody, ZReview, ZReviewGigParam, ZReviewListQuery } from '@gigbazaar/shared/schemas/reviews';
import type { Deps } from '../../platform/deps';
import { requireUser } from '../../platform/auth';
import { unauthenticated } from '../../platform/errors';
import { createReview, listReviews } from './review-service';
import { presentReview } from './present-review';

/** Spec §5 checks login first: a visitor gets the login sentence, not a complaint about the form. */
const loginToReview = async (request: FastifyRequest) => {
  if (!request.user) throw unauthenticated(MSG.reviewLogin);
};

export const reviewsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reviews/:gigId',
    { schema: { params: ZReviewGigParam, querystring: ZReviewListQuery, response: { 200: z.array(ZReview) } } },
    async (request, reply) => {
      const page = await listReviews(deps, request.params.gigId, request.query, request.user);
      // An admin's answer may include a removed gig's reviews: never kept by a shared cache.
      if (request.user?.isAdmin) reply.header('Cache-Control', 'no-store');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(presentReview);
    },
  );

  app.post(
    '/reviews',
    { preValidation: loginToReview, schema: { body: ZCreateReviewBody, response: { 201: ZReview } } },
    async (request, reply) => {
      const review = await createReview(deps, requireUser(request), request.body);
      return reply.status(201).send(presentReview(review));
    },
  );
};
