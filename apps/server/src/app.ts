import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { PGlite } from '@electric-sql/pglite';
import { fastifyTrustProxy, type AppConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer';
import { RateLimiter } from './platform/rate-limit';
import { LocalStorage } from './platform/storage';
import path from 'node:path';
import { registerErrorHandling, notFound } from './platform/errors';
import { registerSessionAuth } from './platform/auth';
import { isApiRequest, registerAfterResponse, registerCsrfGuard } from './platform/request-guards';
import type { Deps } from './platform/deps';
import { healthRoutes } from './modules/health/routes';
import { authRoutes } from './modules/auth/routes';
import { usersRoutes } from './modules/users/routes';
import { gigsRoutes } from './modules/gigs/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { privateUploadsRoutes, uploadsRoutes } from './modules/uploads/routes';
import { devMailboxRoutes, mailboxEnabled } from './modules/dev/mailbox-routes';
import { INTERNAL_HEADER, internalToken, registerWebApp } from './modules/web/serve-web';

export interface BuildOptions {
  /** A ready PGlite (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** Skip migrations when the database is known to be migrated (cloned template). */
  migrate?: boolean;
  mailer?: Mailer;
  /** Runs after the app has closed its own connections (tests drop their database copy here). */
  afterClose?: () => Promise<void>;
}

export type App = FastifyInstance & { deps: Deps };

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (README, SECURITY.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: options.pglite });
  if (options.migrate !== false) await database.migrate();
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db, app.log));
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer,
    limiter: new RateLimiter(database.db),
    storage: new LocalStorage(path.join(config.dataDir, 'uploads')),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await mailer.close();
    redis?.disconnect();
    await database.close();
    await options.afterClose?.();
  });

  registerErrorHandling(app);
  // Clients often label a body-less DELETE or PUT as JSON; treat the empty body as "no body" instead of a 400.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });
  await app.register(cookie);
  await app.register(helmet, {
    // The SSR shell carries one inline JSON state script; everything else is same-origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        mediaSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // A coarse per-IP ceiling against floods; the precise limits (login, OTP) are domain rules in the services.
  await app.register(rateLimit, {
    global: config.httpRateLimit,
    max: config.httpRateLimitPerMinute,
    timeWindow: '1 minute',
    // Only API calls from outside count: static assets are cheap and cached, and the server's own
    // in-process calls while rendering a page carry a per-process secret instead of a client IP.
    // Decided by the matched route, never the raw URL: `/%61pi/…` reaches the same handlers and must count too.
    allowList: (request) => !isApiRequest(request) || request.headers[INTERNAL_HEADER] === internalToken,
    ...(redis ? { redis, nameSpace: 'gb-rl:' } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });

  await deps.storage.register(app);
  registerCsrfGuard(app);
  registerAfterResponse(app);
  registerSessionAuth(app, deps);

  await app.register(healthRoutes, { deps, redis });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes, { deps });
      await api.register(gigsRoutes, { deps });
      await api.register(reviewsRoutes, { deps });
      await api.register(uploadsRoutes, { deps });
      api.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, async () => {
        throw notFound('This API endpoint does not exist.');
      });
    },
    { prefix: '/api' },
  );
  await app.register(privateUploadsRoutes, { deps });
  if (mailboxEnabled(deps)) await app.register(devMailboxRoutes, { deps });
  if (config.serveWeb) await registerWebApp(app, deps);

  await app.ready();
  return app as unknown as App;
}
