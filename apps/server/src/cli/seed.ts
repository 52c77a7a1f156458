import { buildApp, type App } from '../app';
import { loadConfig } from '../platform/config';
import { exitIfDataDirLocked } from '../platform/db/data-dir-lock';
import { DEMO_PASSWORD, seedDemoData } from '../modules/demo/seed-demo-data';

/** `npm run seed`: creates the demo accounts (existing ones are left alone) and, on an empty marketplace, the demo gigs. */
let app: App;
try {
  app = await buildApp({ ...loadConfig(), serveWeb: false, logLevel: 'warn' });
} catch (err) {
  exitIfDataDirLocked(err);
  throw err;
}
try {
  const created = await seedDemoData(app.deps, app.deps.storage);
  console.log(
    created.length
      ? `Created demo accounts: ${created.join(', ')} (password "${DEMO_PASSWORD}").`
      : 'Demo accounts already exist (demo gigs are added only while there are no gigs).',
  );
} finally {
  await app.close();
}
