import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/test-database.js';
import { type DatabaseConnection, startEmbeddedPostgres } from '../common/database/database-connection.js';
import { apiRoot } from '../config/paths.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrateOnce } from './migrate-once.js';
import { migrations } from './migrations/index.js';

/** What the built server printed before it exited, or the port it said it was ready on. */
type Outcome = { exitCode: number | null; output: string } | { readyOn: string };

/** The built server (`npm start`'s process) with `env`, until it is ready or exits; stopped if ready. */
function startServer(env: Record<string, string | undefined>): Promise<Outcome> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    SEED_ON_START: 'false',
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const server = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let readyOn: string | undefined;
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      readyOn ??= /Shop ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (readyOn) server.kill('SIGTERM');
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (exitCode) => resolve(readyOn ? { readyOn } : { exitCode, output }));
  });
}

/**
 * Production processes do not migrate at start (MIGRATE_ON_START=false): the operator migrates
 * once, before the rolling restart. A process started on a database that lacks a migration it
 * needs says so and stops, rather than failing request after request.
 */
describe('MIGRATE_ON_START=false', () => {
  let connection: DatabaseConnection | undefined;
  let dataDir: string;
  /** Where the server finds the database: this test's PostgreSQL database, or an embedded one in dataDir. */
  let databaseEnv: Record<string, string>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-migrate-on-start-'));
    if (process.env.TEST_DATABASE_URL) connection = await createTestDatabase();
    databaseEnv = connection ? { DATABASE_URL: connection.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  });
  afterAll(async () => {
    await connection?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Migrates the test's database as `npm run db:migrate` would (the embedded one is free between starts). */
  async function migrate(): Promise<string[]> {
    const target = connection ?? (await startEmbeddedPostgres(dataDir));
    const dataSource = await new DataSource(dataSourceOptions(target)).initialize();
    try {
      return (await migrateOnce(dataSource)).map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
      if (!connection) await target.close();
    }
  }

  it('refuses to start on a database that lacks migrations, naming them and the command to run', async () => {
    const outcome = await startServer({ ...databaseEnv, MIGRATE_ON_START: 'false' });
    expect(outcome).toMatchObject({ exitCode: 1 });
    const { output } = outcome as { output: string };
    expect(output).toContain('InitialSchema1795317964905');
    expect(output).toContain('npm run db:migrate');
    // On PGlite the server creates its database folder first (initdb), slow on a busy machine.
  }, 120_000);

  it('starts once the operator has migrated (the refused start had applied nothing)', async () => {
    expect(await migrate()).toHaveLength(migrations.length);
    expect(await startServer({ ...databaseEnv, MIGRATE_ON_START: 'false' })).toMatchObject({
      readyOn: expect.any(String),
    });
  }, 120_000);
});
