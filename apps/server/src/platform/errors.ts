import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MSG } from '@gigbazaar/shared/messages';
import { isDatabaseUnavailable, sendUnavailable } from './unavailable';

export type TErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'moderation_rejected'
  | 'rate_limited'
  | 'suspended'
  | 'unavailable'
  | 'internal';

/** An error whose message is safe to show a user; everything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
    /** More fields of the error body beside code and message (a suspension's `until`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation', message, fields);
export const unauthenticated = (message: string = MSG.loginRequired) => new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'not_found', message);
/** An API path with no route, and an admin-only call to anyone else: the two answers must not be told apart. */
export const endpointNotFound = () => notFound('This API endpoint does not exist.');
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const rateLimited = (retryAfterSeconds: number, message: string = MSG.rateLimited) =>
  new AppError(429, 'rate_limited', message, undefined, retryAfterSeconds);

function fieldsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Messages of zod's own defaults ("Invalid input: expected string…") read badly; ours are sentences. */
const readable = (message: string) =>
  /^Invalid input|^Expected|^Too (?:big|small)|^Unrecognized/.test(message) ? MSG.invalidRequest : message;

/** Fastify's own client errors (bad JSON, wrong content type, oversize body) keep their status with our body. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, TErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'validation', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'validation', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_type', 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation', 'The request body length is wrong.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too_large', 'The request is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'too_large', MSG.fileTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_type', 'Send the file as multipart/form-data.'],
  FST_FILES_LIMIT: [413, 'too_large', 'Send one file per upload.'],
  // The rest of @fastify/multipart's client errors (docs/decisions/008): a broken form is the client's fault.
  FST_PARTS_LIMIT: [413, 'too_large', 'The form has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'too_large', 'The form has too many fields.'],
  FST_PROTO_VIOLATION: [400, 'validation', MSG.malformedUpload],
  FST_MP_PREMATURE_CLOSE: [400, 'validation', MSG.malformedUpload],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'validation', MSG.malformedUpload],
  FST_ERR_VALIDATION: [400, 'validation', MSG.invalidRequest],
};

/**
 * busboy (under @fastify/multipart) reports a malformed multipart body with a plain Error and no code or
 * status: a missing boundary, a body that ends mid-part, a broken part header. These are its messages.
 */
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of (?:multipart data|form|file)|Malformed part header|\w+ terminated early due to unexpected end of multipart data)$/;
const isMalformedMultipart = (error: Error, request: FastifyRequest) =>
  !('statusCode' in error) && request.isMultipart?.() === true && MALFORMED_MULTIPART.test(error.message);

/** What node's HTTP parser refuses before any route runs, by its error code (the rest is a request it could not read). */
const PARSER_ERRORS: Record<string, [number, TErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'too_large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'validation', 'The request took too long to arrive.'],
};

/**
 * Fastify's `clientErrorHandler`: a request refused by the HTTP parser (headers over the size limit, a broken
 * request line, a client too slow to send it) is answered in the API's error shape like every other refusal,
 * not with Fastify's own `{ error, statusCode }`, and the connection is closed (the stream cannot be trusted).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = PARSER_ERRORS[error.code ?? ''] ?? [
    400,
    'validation',
    'The request could not be read.',
  ];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: a path its router refuses before any route or hook runs (a path parameter over the
 * router's length limit, a `%` escape that decodes to nothing) is answered in the API's error shape, not Fastify's
 * own `{ error, statusCode }` that quotes the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: 'too_large', message: 'The address is too long.' });
  }
  return reply.status(400).send({ code: 'validation', message: 'The address could not be read.' });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        ...error.extra,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])],
        message: v.message ?? MSG.invalidRequest,
      }));
      return reply.status(400).send({
        code: 'validation',
        message: readable(issues[0]?.message ?? MSG.invalidRequest),
        fields: fieldsOf(issues),
      });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        code: 'validation',
        message: readable(error.issues[0]?.message ?? MSG.invalidRequest),
        fields: fieldsOf(error.issues),
      });
    }
    // The database is out (restart, failover): a brief 503 the client retries, never a 500 or a "logged out".
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message.split('\n')[0]}`);
      return sendUnavailable(request, reply);
    }
    if (isMalformedMultipart(error, request))
      return reply.status(400).send({ code: 'validation', message: MSG.malformedUpload });
    const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ code: known[1], message: known[2] });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: MSG.rateLimited });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: status === 404 ? 'not_found' : 'validation', message: MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: MSG.internal });
  });
}
