import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { Lifecycle } from './lib/lifecycle.js';
import { gracefulShutdown } from './shutdown.js';
import { shopAddresses } from './start-log.js';
import { warmUp } from './warm-up.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { bootstrapOwner } from './modules/staff/index.js';
import { demoOwnerLogin, isEmpty, seedDemoData, seedDemoShop, seedDemoStaff, staffCount } from './seed/index.js';

/** Entry point: read config, open the database, migrate, seed an empty shop, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger: { log?: FastifyBaseLogger } = {}; // the app's, once it is built
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.dbPoolSize,
    dataDir: config.dataDir,
    onConnectionError: (err) =>
      logger.log?.warn({ err: err.message }, 'database: the server closed a connection; the next query opens a new one'),
  });
  await migrate(handle);
  if (config.seedDemoData && (await isEmpty(handle.db))) {
    await seedDemoData(handle.db, config.imagesDir);
    // Demo staff and customers with published passwords: never in production.
    if (config.env !== 'production') {
      await seedDemoStaff(handle.db);
      await seedDemoShop(handle.db, { rates: config.shippingRates, drawingsDir: config.drawingsDir });
    }
  }
  const owner = config.bootstrapOwner ? await bootstrapOwner(handle.db, config.bootstrapOwner) : undefined;
  const lifecycle = new Lifecycle();
  const app = await buildApp(config, { handle, lifecycle });
  logger.log = app.log;
  const shutdown = gracefulShutdown({ app, handle, lifecycle, delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs });
  const onSignal = (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    void shutdown().then(
      (outcome) => {
        app.log.info({ outcome }, 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
  for (const line of shopAddresses(config)) app.log.info(line);

  if (owner && owner !== 'unchanged') app.log.info(`Back office: owner ${config.bootstrapOwner?.email} ${owner} from ADMIN_EMAIL`);
  const demo = config.env !== 'production' ? await demoOwnerLogin(handle.db) : null;
  if (demo) app.log.info(`Back office demo login: ${demo.email} / ${demo.password} at ${config.publicUrl}/admin`);
  else if ((await staffCount(handle.db)) === 0) {
    app.log.warn(
      'Back office: no staff account yet. Set ADMIN_EMAIL and ADMIN_PASSWORD, or run: npm run staff -- create --email … --role owner',
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
