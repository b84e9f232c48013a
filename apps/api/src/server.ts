import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemoData } from './seed/index.js';

/** Entry point: read config, open the database, migrate, seed an empty shop, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.dbPoolSize, dataDir: config.dataDir });
  await migrate(handle);
  if (config.seedDemoData && (await isEmpty(handle.db))) {
    await seedDemoData(handle.db, config.imagesDir);
  }
  const app = await buildApp(config, { handle });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
