import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { apiRoot } from '../../config/paths.js';
import { runAsOperator } from '../../../test/operator-command.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { type DatabaseConnection, startEmbeddedPostgres } from '../../common/database/database-connection.js';
import { dataSourceOptions } from '../data-source-options.js';
import { seedCatalog } from '../seed/catalog-seed.js';

/** Runs a built CLI the way `npm run db:…` does, with only the given database settings. */
function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>, cwd: string) {
  return runAsOperator(process.execPath, [join(apiRoot, 'dist/database/cli', `${name}.js`), ...args], env, cwd);
}

/** Every row of every public table but sessions, as PostgreSQL prints it in UTC, sorted. */
async function snapshot(dataSource: DataSource): Promise<Record<string, string[]>> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL TimeZone = 'UTC'`);
    const tables: { name: string }[] = await manager.query(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessions', 'migrations')
        ORDER BY 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows: { row: string }[] = await manager.query(`SELECT t::text AS row FROM "${name}" t`);
      result[name] = rows.map((row) => row.row).sort();
    }
    return result;
  });
}

describe('npm run db:backup and db:restore', () => {
  let folder: string;
  let dataDir: string;
  let source: Record<string, string[]>;

  beforeAll(async () => {
    if (!existsSync(join(apiRoot, 'dist/database/cli/backup.js'))) {
      throw new Error('Build the API first (npx nx run api:build): this suite runs the built CLIs.');
    }
    folder = mkdtempSync(join(tmpdir(), 'shop-backup-cli-'));
    dataDir = join(folder, 'data');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe('while this process has the embedded database open', () => {
    let embedded: DatabaseConnection;
    let dataSource: DataSource | undefined;
    beforeAll(async () => {
      embedded = await startEmbeddedPostgres(dataDir);
      dataSource = await new DataSource(dataSourceOptions(embedded)).initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      await seedCatalog(dataSource);
      await dataSource.query(
        `INSERT INTO contact_messages ("firstName", "lastName", email, subject, message)
         VALUES ('Meera', 'Iyer', 'meera@example.com', 'Ghee?', 'Ring twice — merci 🙏')`,
      );
      source = await snapshot(dataSource);
    });
    afterAll(async () => {
      await dataSource?.destroy();
      await embedded.close();
    });

    it('backup refuses, naming this process, without a stack trace', async () => {
      const run = await runCli('backup', [], { DATA_DIR: dataDir }, folder);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `The embedded database in ${dataDir} is in use by process ${process.pid}. Stop that process first ` +
          '(for backups: stop the shop, or run on PostgreSQL for online backups). ' +
          `If process ${process.pid} is not the shop, delete ${join(dataDir, 'pglite.lock')}.`,
      );
      expect(existsSync(join(folder, 'backups'))).toBe(false);
    });
  });

  describe('once it is closed', () => {
    let backupFile: string;
    let target: DatabaseConnection;
    beforeAll(async () => {
      target = await createTestDatabase();
    });
    afterAll(() => target.close());

    it('backs up the embedded database to backups/ under the current folder', async () => {
      const run = await runCli('backup', [], { DATA_DIR: dataDir }, folder);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const [name, ...others] = readdirSync(join(folder, 'backups'));
      expect(others).toEqual([]);
      expect(name).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.jsonl\.gz$/);
      backupFile = join(folder, 'backups', name!);
      expect(run.stdout).toContain(`Backed up the embedded database to ${backupFile}`);
      expect(run.stdout).toMatch(new RegExp(`^ +products +${source.products!.length} rows$`, 'm'));
      expect(run.stdout).toMatch(/^ +contact_messages +1 rows$/m);
    });

    it('restores it into another database through DATABASE_URL, every row the same', async () => {
      const run = await runCli('restore', [backupFile], { DATABASE_URL: target.url }, folder);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain(`Restored ${backupFile} (taken `);
      const restored = await new DataSource(dataSourceOptions(target)).initialize();
      try {
        expect(await snapshot(restored)).toEqual(source);
      } finally {
        await restored.destroy();
      }
    });

    it('restore refuses a database that has rows, with the reason and no stack trace', async () => {
      const run = await runCli('restore', [backupFile], { DATABASE_URL: target.url }, folder);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Restore needs a fresh database, but .* already have rows\./);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    });
  });
});
