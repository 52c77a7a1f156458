import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ZCreateReviewRequest, ZReview, ZReviewGigParam, ZReviewListQuery } from '@gigbazaar/shared/schemas/reviews';
import type { Deps } from '../../platform/deps';
import { createReview, listReviews } from './review-service';
import { presentReview } from './present-review';

export const reviewsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reviews/:gigId',
    { schema: { params: ZReviewGigParam, querystring: ZReviewListQuery, response: { 200: z.array(ZReview) } } },
    async (request, reply) => {
      const page = await listReviews(deps, request.params.gigId, request.query, request.user);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(presentReview);
    },
  );

  app.post(
    '/reviews',
    {
      // Login is checked first: a visitor gets the review screen's login sentence, not a complaint about the form.
      // The schema reads the gig only: text and rating are judged after the owner and duplicate checks (the
      // product rules' order), by the service.
      config: { access: 'user', signInMessage: MSG.reviewLogin },
      schema: { body: ZCreateReviewRequest, response: { 201: ZReview } },
    },
    async (request, reply) => {
      const review = await createReview(deps, request.me, request.body);
      return reply.status(201).send(presentReview(review));
    },
  );
};
