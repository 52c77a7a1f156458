import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateMessageBody, ZMessage, ZMessagesParam, ZMessagesQuery } from '@gigbazaar/shared/schemas/conversations';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { latestMessages, listMessages, postMessage } from './message-service';
import { presentMessage } from './present-message';

/** The message calls: signed-in callers only (401 before any validation), parties only (403). */
export const messagesRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/messages', { schema: { response: { 200: z.array(ZMessage) } } }, async (request) => {
    const rows = await latestMessages(deps, request.me.id);
    return rows.map(presentMessage);
  });

  app.get(
    '/messages/:conversationId',
    { schema: { params: ZMessagesParam, querystring: ZMessagesQuery, response: { 200: z.array(ZMessage) } } },
    async (request) => {
      const rows = await listMessages(deps, request.me.id, request.params.conversationId, request.query.after);
      return rows.map(presentMessage);
    },
  );

  app.post(
    '/messages',
    { schema: { body: ZCreateMessageBody, response: { 201: ZMessage } } },
    async (request, reply) => {
      const { message } = await postMessage(deps, request.me.id, request.body);
      return reply.status(201).send(presentMessage(message));
    },
  );
};
