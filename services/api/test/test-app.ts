import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { Writable } from 'node:stream';
import type { Clock } from '../src/common/clock.js';
import { createAppLogger } from '../src/logging/app-logger.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { createApp } from '../src/create-app.js';
import type { DatabaseConnection } from '../src/common/database/database-connection.js';
import { seedCatalog } from '../src/database/seed/catalog-seed.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  http: NestExpressApplication['getHttpServer'] extends () => infer Server ? Server : never;
  dataSource: DataSource;
  config: AppConfig;
  connection: DatabaseConnection;
  /** Every log line the app wrote, parsed, when started with `captureLogs`. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A pino destination keeping each JSON line it is given. */
export function lineCollector(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
}

/** The settings a test app runs with, plus the test's own. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Test clients state their address in X-Forwarded-For, as a proxy would.
    TRUST_PROXY: 'true',
    // Renewals run when a test says so (RenewalsService.runDue), not on a timer.
    SUBSCRIPTION_SCHEDULER_SECONDS: '0',
    // E-mails are sent when a test runs the worker (and only where it sets SMTP_URL).
    MAIL_WORKER_SECONDS: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    ...env,
  });
}

/**
 * Whether this test file has started its app. Passport (through @nestjs/passport) registers its
 * strategies and session serializer on one process-wide instance, so a second app in the same file
 * would read its sessions through the first one's serializer and database. Jest gives every test
 * file its own module registry, so one app per file keeps each app's Passport its own.
 */
let appStarted = false;

/**
 * The whole server on a fresh database, migrated and (by default) seeded, for supertest. One per
 * test file: a file that needs other settings is another file.
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    extraModules?: Type[];
    clock?: Clock;
    /** Keep the app's log lines (at info level) in `logLines` instead of discarding them. */
    captureLogs?: boolean;
  } = {},
): Promise<TestApp> {
  if (appStarted) throw new Error('A test file starts one app: put tests that need other settings in their own file');
  appStarted = true;
  const connection = await createTestDatabase({ migratedOnPglite: true });
  const config = testConfig(options.env);
  const logLines: Record<string, unknown>[] = [];
  const app = await createApp(config, connection, {
    extraModules: options.extraModules ?? [],
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.captureLogs ? { logger: createAppLogger({ logLevel: 'info' }, lineCollector(logLines)) } : {}),
  });
  const dataSource = app.get(DataSource);
  if (options.seed ?? true) await seedCatalog(dataSource);
  return {
    app,
    http: app.getHttpServer(),
    dataSource,
    config,
    connection,
    logLines,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}
