import { DataSource, type DataSourceOptions, type MigrationInterface } from 'typeorm';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseConnection } from '../common/database/database-connection.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrateOnce, pendingMigrations } from './migrate-once.js';
import { migrations } from './migrations/index.js';

/** The processes of a cluster starting together, each with its own pool. */
const PROCESSES = 4;

const migrationNames = migrations.map((migration) => new migration().name);

/** Advisory locks held in this database (pg_locks lists the whole server's). */
async function advisoryLocksHeld(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS count FROM pg_locks
      WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return (row as { count: number }).count;
}

/** A migration that breaks half-way, as a bad deploy's would. */
class BreaksHalfWay1895000000000 implements MigrationInterface {
  name = 'BreaksHalfWay1895000000000';
  async up(queryRunner: Parameters<MigrationInterface['up']>[0]): Promise<void> {
    await queryRunner.query(`CREATE TABLE "half_way" ("id" integer)`);
    await queryRunner.query(`SELECT * FROM "no_such_table"`);
  }
  async down(): Promise<void> {}
}

/**
 * Migrations run once before the processes start, and the processes may also migrate at start:
 * started together on one fresh database, each migration is applied exactly once. Real concurrent
 * sessions exist only on PostgreSQL (CI runs this suite again with TEST_DATABASE_URL); PGlite has
 * one connection and one process by construction, so there the starts come one after another.
 */
describe('migrating from several processes at once', () => {
  let connection: DatabaseConnection;
  beforeEach(async () => {
    connection = await createTestDatabase();
  });
  afterEach(() => connection.close());

  /** Data sources on this test's fresh database, open for the length of `work`. */
  async function withDataSources<T>(
    options: Partial<DataSourceOptions>[],
    work: (dataSources: DataSource[]) => Promise<T>,
  ): Promise<T> {
    const dataSources = await Promise.all(
      options.map((extra) =>
        new DataSource({ ...dataSourceOptions(connection), ...extra } as DataSourceOptions).initialize(),
      ),
    );
    try {
      return await work(dataSources);
    } finally {
      await Promise.all(dataSources.map((dataSource) => dataSource.destroy()));
    }
  }

  it('applies each migration exactly once, by one of them, and leaves no lock behind', async () => {
    const processes = connection.kind === 'postgres' ? PROCESSES : 1;
    await withDataSources(
      Array.from({ length: processes }, () => ({})),
      async (dataSources) => {
        // Every process starts twice: a cluster starting, then restarting before the first start is done.
        const starts = [...dataSources, ...dataSources].map((dataSource) => () => migrateOnce(dataSource));
        const applied =
          connection.kind === 'postgres'
            ? await Promise.all(starts.map((start) => start()))
            : await starts.reduce<Promise<Awaited<ReturnType<typeof migrateOnce>>[]>>(
                async (done, start) => [...(await done), await start()],
                Promise.resolve([]),
              );

        expect(applied.flat().map((migration) => migration.name)).toEqual(migrationNames);
        expect(applied.filter((run) => run.length > 0)).toHaveLength(1);
        const [first] = dataSources as [DataSource];
        const rows: { name: string; times: number }[] = await first.query(
          `SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY min(id)`,
        );
        expect(rows).toEqual(migrationNames.map((name) => ({ name, times: 1 })));
        expect(await pendingMigrations(first)).toEqual([]);
        expect(await advisoryLocksHeld(first)).toBe(0);
      },
    );
  });

  it('reports a failing migration, undoes it, and frees the lock and the connection', async () => {
    const withBadOne = {
      migrations: [...migrations, BreaksHalfWay1895000000000],
      // One connection, given a statement timeout as a production pool's are: the migrations lift it.
      extra: { max: 1 },
    };
    await withDataSources([withBadOne], async ([dataSource]) => {
      await dataSource!.query(`SET statement_timeout = '5s'`);
      await expect(migrateOnce(dataSource!)).rejects.toThrow(/no_such_table/);
      expect(await pendingMigrations(dataSource!)).toEqual(['BreaksHalfWay1895000000000']);
      // Its own transaction rolled back: nothing of it is left.
      const [{ exists }] = await dataSource!.query(`SELECT to_regclass('half_way') IS NOT NULL AS exists`);
      expect(exists).toBe(false);
      expect(await advisoryLocksHeld(dataSource!)).toBe(0);
      // ...and the connection went back to the pool with its own timeout.
      const [{ statement_timeout: timeout }] = await dataSource!.query(`SHOW statement_timeout`);
      expect(timeout).toBe('5s');
    });
  });
});
