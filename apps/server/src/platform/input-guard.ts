import type { FastifyInstance } from 'fastify';
import { MSG } from '@gigbazaar/shared/messages';
import { findUnsafeInput } from '@gigbazaar/shared/rules/input';
import { badRequest } from './errors';

/**
 * The floor under every route's own schema (docs/decisions/008): path parameters, query and JSON body are
 * refused with a 400 when any string in them (or any key) holds a NUL byte or a lone surrogate, or when they
 * nest deeper or hold more values than any real request. Routes get this without asking, including ones
 * without a schema; each schema's `zText` fields check the same again with the field's own sentence.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      if (value === undefined || value === null) continue;
      const found = findUnsafeInput(value);
      if (!found) continue;
      const message = found.problem === 'text' ? MSG.textInvalid : MSG.requestTooDeep;
      throw badRequest(message, { [found.path === '_' ? part : found.path]: message });
    }
  });
}
