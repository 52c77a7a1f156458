import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PGlite } from '@electric-sql/pglite';
import { fastifyTrustProxy, type AppConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer';
import { mailDeliveryHandler } from './platform/mail-outbox';
import { JobRunner } from './platform/jobs/runner';
import { RateLimiter } from './platform/rate-limit';
import { createStorage, storageOrigins } from './platform/storage';
import { answerClientError, answerFrameworkError, endpointNotFound, registerErrorHandling } from './platform/errors';
import { registerInputGuard } from './platform/input-guard';
import { errorLogSerializer } from './platform/log-safety';
import { createLogDestination, type LogDestination } from './platform/log-destination';
import { registerSessionAuth } from './platform/auth';
import { registerAfterResponse, registerCsrfGuard } from './platform/request-guards';
import type { Deps } from './platform/deps';
import { healthRoutes } from './modules/health/routes';
import { authRoutes } from './modules/auth/routes';
import { usersRoutes } from './modules/users/routes';
import { gigsRoutes } from './modules/gigs/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { privateUploadsRoutes, uploadsRoutes } from './modules/uploads/routes';
import { adminSellersRoutes, sellersRoutes } from './modules/sellers/routes';
import { adminMailRoutes } from './modules/mail/routes';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/routes';
import { adminAuditRoutes } from './modules/audit/routes';
import { conversationsRoutes } from './modules/conversations/routes';
import { messagesRoutes } from './modules/messages/routes';
import { devMailboxRoutes, mailboxEnabled } from './modules/dev/mailbox-routes';
import { registerWebApp } from './modules/web/serve-web';
import { connectRedis } from './platform/redis';
import { createEventBus } from './platform/event-bus';
import { liveRoutes, liveSocketErrorHandler, MAX_CLIENT_FRAME } from './modules/live/routes';
import { registerHttpRateLimit } from './platform/http-rate-limit';
import { registerDrain, type Lifecycle } from './platform/lifecycle';
import { registerTestRoutes, testRoutesEnabled } from './platform/test-routes';
import { adminDisputesRoutes, ordersRoutes } from './modules/orders/routes';
import { answerLapsedRequests, releaseDueOrders, sendOrderReminders } from './modules/orders/release-job';
import { startRepeatingJob } from './platform/jobs';
import { gatewayRoutes, paymentOrdersRoutes, sandboxCheckoutRoute } from './modules/payments/routes';
import { createGateway, type PaymentGateway } from './modules/payments/gateway';
import { SANDBOX_WEBHOOK_DELAY_MS, scheduleSandboxEvent, sweepPaidAttempts } from './modules/payments/payment-service';
import { scriptNonce } from './modules/web/csp-nonce';
import { refundJobHandler } from './modules/payments/refund-job';
import { adminRefundsRoutes } from './modules/refunds/routes';
import { payoutsRoutes } from './modules/payouts/routes';
import { adminFinanceRoutes } from './modules/finance/routes';
import { reconcileJobHandler, scheduleReconciliation } from './modules/finance/reconcile-job';
import { invoiceJobHandler, scheduleInvoiceRun } from './modules/payouts/invoice-job';
import { createRoute } from './modules/payouts/linked-accounts';
import { transferJobHandler, type TransferEventSink } from './modules/transfers/transfer-service';
import { adminTransfersRoutes } from './modules/transfers/routes';

export interface BuildOptions {
  /** A ready PGlite (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** Skip migrations when the database is known to be migrated (cloned template). */
  migrate?: boolean;
  mailer?: Mailer;
  /** Runs after the app has closed its own connections (tests drop their database copy here). */
  afterClose?: () => Promise<void>;
  /** Sees every route as it is added (the hostile-input test walks them all, so new routes are covered). */
  onRoute?: (route: RouteOptions) => void;
  /** The live sockets' ping interval (tests shorten it to see a dead socket dropped). */
  liveHeartbeatMs?: number;
  /** The minute jobs (escrow release, payment sweep); off by default in tests, which call them directly. */
  backgroundJobs?: boolean;
  /**
   * The durable job worker (mail delivery and later kinds); on by default everywhere, tests included, so mail goes
   * out. Tests that move the clock turn it off and call `app.jobRunner.runDue({ now })` themselves.
   */
  jobWorker?: boolean;
}

export type App = FastifyInstance & { deps: Deps; jobRunner: JobRunner; logDestination?: LogDestination };

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  // Logging never waits for whoever reads stdout (platform/log-destination.ts). Reading process.stdout first makes
  // Node open a pipe or socket on fd 1 in non-blocking mode, so a paused reader is an EAGAIN, not a stuck write.
  void process.stdout;
  const logDestination = config.logLevel === 'silent' ? undefined : createLogDestination({ fd: 1 });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            stream: logDestination,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // A failed query is logged without its parameter values (they can carry personal data).
            serializers: { err: errorLogSerializer },
          },
    // Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (README, SECURITY.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: options.pglite,
    poolSize: config.databasePoolSize,
  });
  if (options.migrate !== false) await database.migrate();
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  // Shared limits from the first request when Redis is there; without it the app starts anyway, a moment later.
  await redis?.waitUntilUp(2_000);
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(app.log));
  const jobRunner = new JobRunner(database.db, app.log, [mailDeliveryHandler(database.db, mailer, app.log)]);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    mailer,
    limiter: new RateLimiter(database),
    storage: createStorage(config),
    bus: await createEventBus(redis, config.redisUrl, app.log),
    jobs: jobRunner,
  };
  app.decorate('deps', deps);
  app.decorate('jobRunner', jobRunner);
  app.decorate('logDestination', logDestination);
  const gateway = createGateway(config.payments);
  jobRunner.register(refundJobHandler(database.db, gateway, app.log, deps.bus));
  jobRunner.register(reconcileJobHandler(database.db, config, jobRunner));
  jobRunner.register(invoiceJobHandler(database.db, jobRunner));
  const route = createRoute(config.payments);
  // The sandbox announces its transfers and settlements by webhook as Route does; not in tests, which send them.
  const sandboxTimers = new Set<ReturnType<typeof setTimeout>>();
  const transferEvents: TransferEventSink | undefined =
    route.provider === 'sandbox' && config.env !== 'test'
      ? (event, payload, delayMs) =>
          scheduleSandboxEvent(
            { ...deps, gateway, log: app.log, timers: sandboxTimers },
            event,
            payload,
            undefined,
            Math.max(delayMs, SANDBOX_WEBHOOK_DELAY_MS),
          )
      : undefined;
  jobRunner.register(transferJobHandler(database.db, route, app.log, transferEvents));
  app.addHook('onClose', async () => {
    for (const timer of sandboxTimers) clearTimeout(timer);
    // Work for requests that were answered before the shutdown (after-response tasks) still finishes.
    await app.lifecycle.settle(3_000);
    await mailer.close();
    await deps.storage.close();
    await deps.bus.close();
    redis?.close();
    await database.close();
    await options.afterClose?.();
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  // Clients often label a body-less DELETE or PUT as JSON; treat the empty body as "no body" instead of a 400.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });
  await app.register(cookie);
  // Razorpay's checkout (script, API, frames) is allowed only when Razorpay is the gateway; the sandbox's checkout
  // is same-origin.
  const razorpay = config.payments.provider === 'razorpay';
  const razorpayOrigins = (...origins: string[]) => (razorpay ? origins : []);
  // Helmet's middleware is built once here: @fastify/helmet built it again on every request, parsing every CSP
  // directive each time (14 µs against 9 µs per request, measured alone). The nonce directive is a function, so
  // each response still gets its own.
  const securityHeaders = helmet({
    // Scripts are same-origin (or Razorpay's checkout); the page's own inline scripts (loader, state) carry this
    // response's nonce, so no other inline script runs.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${scriptNonce(res)}'`,
          ...razorpayOrigins('https://checkout.razorpay.com'),
        ],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'ws:',
          'wss:',
          ...razorpayOrigins('https://api.razorpay.com', 'https://lumberjack.razorpay.com'),
        ],
        frameSrc: ["'self'", ...razorpayOrigins('https://api.razorpay.com', 'https://checkout.razorpay.com')],
        mediaSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await registerHttpRateLimit(app, config, redis);
  const lifecycle = registerDrain(app, config.env);
  if (testRoutesEnabled(config.env)) registerTestRoutes(app, deps.db);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME }, errorHandler: liveSocketErrorHandler });

  await deps.storage.register(app);
  registerCsrfGuard(app);
  registerAfterResponse(app);
  registerSessionAuth(app, deps);

  await app.register(healthRoutes, { deps, redis, lifecycle });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes, { deps });
      await api.register(gigsRoutes, { deps });
      await api.register(reviewsRoutes, { deps });
      await api.register(uploadsRoutes, { deps });
      await api.register(sellersRoutes, { deps });
      await api.register(adminSellersRoutes, { deps });
      await api.register(adminMailRoutes, { deps });
      await api.register(adminRefundsRoutes, { deps });
      await api.register(adminFinanceRoutes, { deps });
      await api.register(reportsRoutes, { deps });
      await api.register(adminReportsRoutes, { deps });
      await api.register(adminAuditRoutes, { deps });
      await api.register(conversationsRoutes, { deps });
      await api.register(messagesRoutes, { deps });
      await api.register(ordersRoutes, { deps });
      await api.register(adminDisputesRoutes, { deps });
      await api.register(paymentOrdersRoutes, { deps, gateway });
      await api.register(gatewayRoutes, { deps, gateway });
      await api.register(payoutsRoutes, { deps, route });
      await api.register(adminTransfersRoutes, { deps });
      await api.register(liveRoutes, { deps, lifecycle, heartbeatMs: options.liveHeartbeatMs });
      api.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, async () => {
        throw endpointNotFound();
      });
    },
    { prefix: '/api' },
  );
  if (gateway.provider === 'sandbox') await app.register(sandboxCheckoutRoute);
  await app.register(privateUploadsRoutes, { deps });
  if (mailboxEnabled(deps)) await app.register(devMailboxRoutes, { deps });
  if (config.serveWeb) await registerWebApp(app, deps);

  if (options.backgroundJobs ?? config.env !== 'test') startMinuteJobs(app, deps, gateway, lifecycle);
  // The durable jobs (the mail outbox first): stop taking work when the drain starts, finish what is running.
  lifecycle.onDrain(() => jobRunner.stop());
  app.addHook('preClose', async () => {
    jobRunner.stop();
    // A job stuck on a dependency (an SMTP server that accepts and says nothing) does not hold the stop: its lease
    // runs out and the job is retried, here after a restart or by another instance (decision 014).
    await Promise.race([jobRunner.idle(), sleep(JOB_FINISH_MS, undefined, { ref: false })]);
  });

  await app.ready();
  if (options.jobWorker ?? true) jobRunner.start();
  return app as unknown as App;
}

const MINUTE_MS = 60_000;
/** How long a stop waits for a job round in flight; well inside the stop deadline (drain + 6 s, main.ts). */
const JOB_FINISH_MS = 3_000;

/**
 * Escrow releases that fell due and captured payments still without an order, at start (catching up after
 * downtime) and every minute. Both are safe with several processes (row locks, idempotent order creation); they
 * stop taking new rounds when the process starts draining, and the close waits for a round in flight.
 */
function startMinuteJobs(app: FastifyInstance, deps: Deps, gateway: PaymentGateway, lifecycle: Lifecycle) {
  const jobs = [
    // The names are the lifecycle table's `timeout.job` and `ORDER_TIMERS[].job`.
    startRepeatingJob('escrow release', MINUTE_MS, () => releaseDueOrders(deps), app.log),
    startRepeatingJob('order requests', MINUTE_MS, () => answerLapsedRequests(deps), app.log),
    startRepeatingJob('order reminders', MINUTE_MS, () => sendOrderReminders(deps), app.log),
    startRepeatingJob('payment sweep', MINUTE_MS, () => sweepPaidAttempts({ ...deps, gateway, log: app.log }), app.log),
    // Today's reconciliation job (one per IST day, whoever enqueues it first): at start and hourly after.
    startRepeatingJob(
      'reconciliation schedule',
      60 * MINUTE_MS,
      () => scheduleReconciliation(deps.db, deps.jobs),
      app.log,
    ),
    // The month that just ended's invoice run (one per month, whoever enqueues it first): at start and hourly after.
    startRepeatingJob('invoice run schedule', 60 * MINUTE_MS, () => scheduleInvoiceRun(deps.db, deps.jobs), app.log),
  ];
  const stop = () => jobs.forEach((j) => j.stop());
  lifecycle.onDrain(stop);
  app.addHook('preClose', async () => {
    stop();
    await Promise.race([Promise.all(jobs.map((j) => j.idle())), sleep(JOB_FINISH_MS, undefined, { ref: false })]);
  });
}
