import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConversation,
  ZConversationIdParam,
  ZCreateConversationBody,
  ZTypingBody,
  ZTypingEntry,
} from '@gigbazaar/shared/schemas/conversations';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import {
  getConversation,
  getTyping,
  listConversations,
  markRead,
  openConversation,
  setTyping,
} from './conversation-service';
import { presentConversation } from './present-conversation';

/**
 * The conversation calls. Every one needs a session (checked before the body, so a visitor gets 401, not a
 * form complaint) and every answer is per-user: the session hook marks it `Cache-Control: no-store`.
 */
export const conversationsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (root, { deps }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  restrictRoutes(app, 'user');

  app.get('/conversations', { schema: { response: { 200: z.array(ZConversation) } } }, async (request) => {
    const rows = await listConversations(deps, request.me.id);
    return rows.map(presentConversation);
  });

  app.get(
    '/conversations/single/:id',
    { schema: { params: ZConversationIdParam, response: { 200: ZConversation } } },
    async (request) => presentConversation(await getConversation(deps, request.me.id, request.params.id)),
  );

  // Older clients post to `/conversations/` with the trailing slash: both spellings are the same call.
  for (const url of ['/conversations', '/conversations/']) {
    app.post(
      url,
      { schema: { body: ZCreateConversationBody, response: { 200: ZConversation, 201: ZConversation } } },
      async (request, reply) => {
        const { conversation, created } = await openConversation(deps, request.me.id, request.body.to);
        return reply.status(created ? 201 : 200).send(presentConversation(conversation));
      },
    );
  }

  app.put(
    '/conversations/:id',
    { schema: { params: ZConversationIdParam, response: { 200: ZConversation } } },
    async (request) => presentConversation(await markRead(deps, request.me.id, request.params.id)),
  );

  app.get(
    '/conversations/:id/typing',
    { schema: { params: ZConversationIdParam, response: { 200: z.array(ZTypingEntry) } } },
    async (request) => getTyping(deps, request.me.id, request.params.id),
  );

  app.post(
    '/conversations/:id/typing',
    { schema: { params: ZConversationIdParam, body: ZTypingBody } },
    async (request, reply) => {
      await setTyping(deps, request.me.id, request.params.id, request.body.isTyping);
      return reply.status(204).send();
    },
  );
};
