import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config.js';
import { createApp } from './create-app.js';
import { openDatabase } from './common/database/database-connection.js';
import { seedCatalog } from './database/seed/catalog-seed.js';
import { closeGracefullyOnSignals, listeningPort } from './graceful-shutdown.js';
import { isOperatorMistake } from './operator-mistake.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await openDatabase(config);
  const app = await createApp(config, connection);
  if (config.seedOnStart) await seedCatalog(app.get(DataSource));

  closeGracefullyOnSignals(app, connection, config.shutdownGraceSeconds);

  await app.listen(config.port, config.host);
  const where = connection.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Shop ready on http://localhost:${listeningPort(app)} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(isOperatorMistake(error) ? error.message : error);
  process.exit(1);
});
