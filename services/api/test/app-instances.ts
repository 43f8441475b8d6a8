import { DataSource } from 'typeorm';
import type { Clock } from '../src/common/clock.js';
import type { DatabaseConnection } from '../src/common/database/database-connection.js';
import { createApp } from '../src/create-app.js';
import { seedCatalog } from '../src/database/seed/catalog-seed.js';
import { createAppLogger } from '../src/logging/app-logger.js';
import { createTestDatabase } from './test-database.js';
import { lineCollector, type TestApp, testConfig } from './test-app.js';

export interface InstanceOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Keep the app's log lines (at info level) in `logLines`. */
  captureLogs?: boolean;
  /** Seed the catalog (products, plans, the delivery schedule) once the app has migrated. */
  seed?: boolean;
}

/**
 * One app on a database the test opened itself (e.g. reached through a TCP fault proxy). Its
 * `close` closes the app only: the database is the test's to close.
 */
export async function startAppOn(connection: DatabaseConnection, options: InstanceOptions = {}): Promise<TestApp> {
  const logLines: Record<string, unknown>[] = [];
  const config = testConfig(options.env);
  const app = await createApp(config, connection, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.captureLogs ? { logger: createAppLogger({ logLevel: 'info' }, lineCollector(logLines)) } : {}),
  });
  const dataSource = app.get(DataSource);
  if (options.seed) await seedCatalog(dataSource);
  return {
    app,
    http: app.getHttpServer(),
    dataSource,
    config,
    connection,
    logLines,
    close: () => app.close(),
  };
}

export interface AppInstances {
  /** The instances, in start order; the first one seeded the catalog. */
  instances: TestApp[];
  /** Whether the instances are separate apps (PostgreSQL) or one app standing for all (PGlite). */
  separate: boolean;
  close(): Promise<void>;
}

/**
 * `count` apps on one fresh, seeded database, as that many API processes run against one
 * PostgreSQL: each with its own connection pool, background jobs and kept things. On PostgreSQL
 * (TEST_DATABASE_URL) they are separate apps. The embedded PGlite serves one connection to one
 * process, so there one app stands for all of them (`separate` false): a test still runs the work
 * of every instance at once, and checks the same outcome, but the race is only real on PostgreSQL.
 *
 * Passport keeps its serializers per process (decision 5), so sessions of every app here are read
 * through the first app's serializer; that is harmless because they all share one database, and
 * the first app is closed last.
 */
export async function startAppInstances(count: number, options: InstanceOptions = {}): Promise<AppInstances> {
  const database = await createTestDatabase({ migratedOnPglite: true });
  const separate = database.kind === 'postgres';
  const instances: TestApp[] = [];
  try {
    // Only the first app seeds; migrations run at each app's start, and find nothing left after the first.
    for (let index = 0; index < (separate ? count : 1); index += 1)
      instances.push(await startAppOn(database, { ...options, seed: index === 0 }));
  } catch (error) {
    for (const instance of instances.reverse()) await instance.close();
    await database.close();
    throw error;
  }
  return {
    instances: separate ? instances : Array.from({ length: count }, () => instances[0]!),
    separate,
    async close() {
      for (const instance of [...instances].reverse()) await instance.close();
      await database.close();
    },
  };
}
