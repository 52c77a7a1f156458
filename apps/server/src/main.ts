import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { startWatchdog } from './platform/watchdog';
import { DEMO_PASSWORD, DEMO_USERS, hasAnyUser, seedDemoData } from './modules/demo/seed-demo-data';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const { deps } = app;

  // First start of an embedded install gets demo data, so `npm start` shows a living marketplace.
  const shouldSeed =
    config.seedDemoData === 'true' ||
    (config.seedDemoData === 'auto' && deps.database.kind === 'pglite' && !(await hasAnyUser(deps)));
  if (shouldSeed) {
    console.log('First start: creating demo accounts and gigs (drawing the gig artwork takes about half a minute)…');
    const created = await seedDemoData(deps, deps.storage);
    if (created.length) app.log.info(`Seeded ${created.length} demo accounts.`);
  }

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  GigBazaar is running at ${config.publicUrl}`,
    `  Database: ${deps.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}` +
      `; mail: ${deps.mailer.kind === 'outbox' ? `dev mailbox at ${config.publicUrl}/dev/mailbox` : 'SMTP'}`,
    `  Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => `${u.username} (${u.role})`).join(', ')}`,
    '',
  ];
  console.log(lines.join('\n'));

  // A deadline outside the event loop (platform/watchdog.ts): a main thread stalled for WATCHDOG_STALL_MS while
  // serving, or a stop not finished in drain + 7 s, ends the process with a line naming what was pending.
  const watchdog = startWatchdog({
    stallMs: config.watchdogStallMs,
    describePending: () => ({
      draining: app.lifecycle.draining,
      ...app.inFlight.describe(),
      jobRound: app.jobRunner.busy,
      afterResponseTasks: app.lifecycle.pendingTasks,
      logLinesDropped: app.logDestination?.dropped ?? 0,
    }),
  });
  app.inFlight.onAdd = () => watchdog.publish(app.inFlight.size);

  // Graceful shutdown (docs/operations.md): readiness goes 503 at once so the load balancer stops sending
  // visitors; the server keeps answering for the drain period with `Connection: close`, so keep-alive clients
  // move on instead of racing a closing socket; then it stops listening, finishes what is in flight and the
  // background work already started, and exits 0. A second signal exits at once; a stop not done in drain + 6 s
  // exits 1, and if even that cannot run (a blocked main thread) the watchdog kills the process at drain + 7 s.
  // Nothing on the way out waits synchronously: the log is flushed asynchronously with its own short bound.
  let stopping = false;
  const exit = async (code: number) => {
    await app.logDestination?.flush(500);
    process.exit(code);
  };
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    watchdog.stopping(config.shutdownDrainMs + 7_000);
    app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then shutting down`);
    app.lifecycle.startDraining();
    setTimeout(() => {
      app.log.error(
        { pending: { ...app.inFlight.describe(), afterResponseTasks: app.lifecycle.pendingTasks } },
        'shutdown took too long; exiting',
      );
      void exit(1);
    }, config.shutdownDrainMs + 6_000).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void shutdown(s));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('GigBazaar failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
