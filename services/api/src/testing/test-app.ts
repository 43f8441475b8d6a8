import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';
import type { DatabaseConnection } from '../database/database-connection.js';
import { seedCatalog } from '../database/seed/catalog-seed.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  http: NestExpressApplication['getHttpServer'] extends () => infer Server ? Server : never;
  dataSource: DataSource;
  config: AppConfig;
  connection: DatabaseConnection;
  close(): Promise<void>;
}

/** The whole server on a fresh database, migrated and (by default) seeded, for supertest. */
export async function startTestApp(
  options: { seed?: boolean; env?: Record<string, string>; extraModules?: Type[] } = {},
): Promise<TestApp> {
  const connection = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Test clients state their address in X-Forwarded-For, as a proxy would.
    TRUST_PROXY: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    ...options.env,
  });
  const app = await createApp(config, connection, { extraModules: options.extraModules ?? [] });
  const dataSource = app.get(DataSource);
  if (options.seed ?? true) await seedCatalog(dataSource);
  return {
    app,
    http: app.getHttpServer(),
    dataSource,
    config,
    connection,
    async close() {
      await app.close();
      await connection.close();
    },
  };
}
