import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/test-database.js';
import { type DatabaseConnection, startEmbeddedPostgres } from '../common/database/database-connection.js';
import { apiRoot } from '../config/paths.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrations } from './migrations/index.js';

const run = promisify(execFile);
const migrationNames = migrations.map((migration) => new migration().name);

/** The built `npm run db:migrate` on this database; its standard output. */
async function migrateCommand(env: Record<string, string>): Promise<string> {
  const { DATABASE_URL: _inherited, ...environment } = process.env;
  const { stdout } = await run(process.execPath, [join(apiRoot, 'dist/database/cli/migrate.js')], {
    env: { ...environment, LOG_LEVEL: 'warn', ...env },
  });
  return stdout.trim();
}

/**
 * The operator's command, started from several places at once (two deploy scripts, a process
 * restarted by hand): each migration is applied by exactly one of them. PostgreSQL only runs them
 * at once; the embedded database is a folder one process opens at a time, so there they run in turn.
 */
describe('npm run db:migrate started several times at once', () => {
  let connection: DatabaseConnection | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-migrate-cli-'));
    if (process.env.TEST_DATABASE_URL) connection = await createTestDatabase();
  });
  afterAll(async () => {
    await connection?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies each migration once, and the others say the database is up to date', async () => {
    const env: Record<string, string> = connection ? { DATABASE_URL: connection.url } : { DATA_DIR: dataDir };
    const outputs = connection
      ? await Promise.all([1, 2, 3].map(() => migrateCommand(env)))
      : [await migrateCommand(env), await migrateCommand(env)];

    const applying = outputs.filter((output) => output.startsWith('Applied '));
    expect(applying).toEqual([`Applied ${migrationNames.join(', ')}`]);
    expect(outputs.filter((output) => output === 'Database is up to date.')).toHaveLength(outputs.length - 1);

    const target = connection ?? (await startEmbeddedPostgres(dataDir));
    const dataSource = await new DataSource(dataSourceOptions(target)).initialize();
    try {
      const rows: { name: string; times: number }[] = await dataSource.query(
        `SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY min(id)`,
      );
      expect(rows).toEqual(migrationNames.map((name) => ({ name, times: 1 })));
    } finally {
      await dataSource.destroy();
      if (!connection) await target.close();
    }
  }, 120_000);
});
