import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
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

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('GigBazaar failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
