import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gigbazaar/shared/constants';
import { MSG } from '@gigbazaar/shared/messages';
import { ZUploadResponse, ZUploadVisibility } from '@gigbazaar/shared/schemas/uploads';
import type { Deps } from '../../platform/deps';
import { restrictRoutes } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { readPrivateUpload, storeUpload, tooLarge } from './upload-service';

/** POST /api/uploads (docs/product-rules.md "Uploads"): one file per request, multipart, as the signed-in user. */
export const uploadsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  restrictRoutes(app, 'user');
  // One byte over the limit is enough to know a file is too big; busboy stops reading there.
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadBytes + 1, files: 1, fields: 4, fieldSize: 64 } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/uploads', { schema: { response: { 201: ZUploadResponse } } }, async (request, reply) => {
    const me = request.me;
    let file: Buffer | undefined;
    let visibilityField: unknown = 'public';
    // Parts in any order: the visibility field may come before or after the file.
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } else if (part.fieldname === 'visibility') {
        visibilityField = part.value;
      }
    }
    if (!file || file.length === 0) throw badRequest(MSG.selectImage, { file: MSG.selectImage });
    const visibility = ZUploadVisibility.safeParse(visibilityField);
    if (!visibility.success) throw badRequest(MSG.invalidRequest, { visibility: 'Use "public" or "private".' });
    const url = await storeUpload(deps, me, file, visibility.data);
    return reply.status(201).send({ url });
  });
};

/**
 * GET /uploads/private/... — private files (ID documents, certificates) only for their owner and admins.
 * Anyone else gets the same 404 as for a file that does not exist, so names cannot be probed. The file is the
 * route's path parameter as the router decoded it, never the raw `request.url` (which `/%75/…` spells differently
 * from the route that matched). Every answer, the 404s included, is kept by no cache: the same address answers its
 * owner with the file and everyone else with a 404, so a shared cache must store neither.
 */
export const privateUploadsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Params: { '*': string } }>('/uploads/private/*', async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const file = await readPrivateUpload(deps, request.user, `/uploads/private/${request.params['*']}`);
    if (!file) throw notFound();
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.header('Content-Disposition', 'inline').type(file.contentType).send(file.body);
  });
};
