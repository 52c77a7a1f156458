import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
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

  // Graceful shutdown (docs/operations.md): readiness goes 503 at once so the load balancer stops sending
  // visitors; the server keeps answering for the drain period with `Connection: close`, so keep-alive clients
  // move on instead of racing a closing socket; then it stops listening, finishes what is in flight and the
  // background work already started, and exits 0. A second signal, or a close that hangs, exits at once.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then shutting down`);
    app.lifecycle.startDraining();
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 30_000).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    process.exit(0);
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
