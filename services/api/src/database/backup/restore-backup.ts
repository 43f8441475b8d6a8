import type { DataSource, QueryRunner } from 'typeorm';
import { BackupError, type BackupHeader, type BackupTable } from './backup-format.js';
import {
  appliedMigrations,
  type CatalogTable,
  countRows,
  readPublicTables,
  type SqlClient,
  qualifiedTable,
  quoteIdentifier,
} from './database-catalog.js';
import { MigrationsUpTo } from './migrations-up-to.js';
import { type BackupReader, openBackup } from './read-backup.js';
import { foreignKeyOrder } from './table-order.js';

export interface RestoreOptions {
  /** Rows per INSERT, and the most JSON text (characters) one INSERT carries. */
  batchRows?: number;
  batchChars?: number;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Migrations newer than the backup, applied after its rows were loaded. */
  migrationsAppliedAfter: string[];
}

/**
 * Restores a backup through `dataSource` (set up with the code's migrations) into a fresh
 * database: never migrated past the backup, no rows in its tables. The migrations run up to the
 * backup's own, the rows go in, then the newer migrations run: they convert the restored rows
 * exactly as they would have converted the live database, data changes included. The rows go in
 * within one transaction, so a refused or failed restore leaves the tables empty and can simply
 * be run again.
 */
export async function restoreBackup(
  dataSource: DataSource,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const backup = await openBackup(file);
  const { header } = backup;
  try {
    refuseNewerBackup(header.migrations, new MigrationsUpTo(dataSource).names());
    refuseMigratedPast(await appliedMigrations(dataSource), header.migrations);
    // Before migrating, so that refusing a database in use changes nothing in it.
    await refuseRows(dataSource, header.tables);
    await new MigrationsUpTo(dataSource, header.migrations.length).executePendingMigrations();
    await loadRows(dataSource, backup, options);
  } finally {
    backup.close();
  }
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return { header, migrationsAppliedAfter: applied.map((migration) => migration.name) };
}

function refuseNewerBackup(backupMigrations: string[], codeMigrations: string[]): void {
  const unknown = backupMigrations.findIndex((name, index) => codeMigrations[index] !== name);
  if (unknown === -1) return;
  throw new BackupError(
    `The backup was taken by a newer or different version of the shop: its migration ${backupMigrations[unknown]} ` +
      `is not migration ${unknown + 1} of this code (${codeMigrations[unknown] ?? 'none'}). ` +
      'Restore it with the version of the shop it was taken with, or a newer one.',
  );
}

function refuseMigratedPast(applied: string[], backupMigrations: string[]): void {
  const extra = applied.findIndex((name, index) => backupMigrations[index] !== name);
  if (extra === -1) return;
  throw new BackupError(
    `The target database already has migration ${applied[extra]}, which the backup does not have. ` +
      "Restore into a new, empty database: the restore applies the backup's migrations, loads the rows, " +
      'then applies the newer migrations so they convert the restored rows.',
  );
}

/** Refuses when any backed-up table exists and has rows: a restore never merges. */
async function refuseRows(client: SqlClient, tables: BackupTable[]): Promise<void> {
  const existing = new Set((await readPublicTables(client)).map((table) => table.name));
  const occupied: string[] = [];
  for (const table of tables.filter((candidate) => existing.has(candidate.name))) {
    const rows = await countRows(client, table.name);
    if (rows > 0) occupied.push(`${table.name} (${rows} rows)`);
  }
  if (occupied.length > 0) {
    throw new BackupError(
      `Restore needs a fresh database, but ${occupied.join(', ')} already ${occupied.length === 1 ? 'has' : 'have'} rows. ` +
        'Restore into an empty DATA_DIR or a newly created PostgreSQL database.',
    );
  }
}

async function loadRows(dataSource: DataSource, backup: BackupReader, options: RestoreOptions): Promise<void> {
  const { header } = backup;
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    const targets = await checkedTargets(runner, header.tables);
    if (header.tables.length > 0) {
      // Nobody adds rows between the check below and the commit.
      await runner.query(
        `LOCK TABLE ${header.tables.map((table) => qualifiedTable(table.name)).join(', ')} IN SHARE ROW EXCLUSIVE MODE`,
      );
    }
    await refuseRows(runner, header.tables);

    const batchRows = options.batchRows ?? 1000;
    const batchChars = options.batchChars ?? 4_000_000;
    const columns = new Map(header.tables.map((table) => [table.name, table.columns]));
    let batch: string[] = [];
    let batchTable = '';
    let chars = 0;
    const flush = async () => {
      if (batch.length > 0) await insertBatch(runner, batchTable, columns.get(batchTable)!, batch);
      batch = [];
      chars = 0;
    };
    for await (const { table, rowJson } of backup.rows()) {
      if (table !== batchTable) {
        await flush();
        batchTable = table;
      }
      batch.push(rowJson);
      chars += rowJson.length;
      if (batch.length >= batchRows || chars >= batchChars) await flush();
    }
    await flush();

    for (const table of header.tables) {
      const rows = await countRows(runner, table.name);
      if (rows !== table.rows) {
        throw new BackupError(`Restored ${rows} rows into ${table.name}, but the backup holds ${table.rows}.`);
      }
    }
    await resetSequences(runner, targets);
    await runner.commitTransaction();
  } catch (error) {
    // The original error is the one to report; a failed rollback ends with the connection anyway.
    await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * The target's tables for the backup's, after checking that each exists with the backed-up
 * columns and that the file's table order satisfies the target's foreign keys (rows are streamed
 * in file order; the backup wrote them in the source's foreign-key order, the same schema).
 */
async function checkedTargets(runner: QueryRunner, tables: BackupTable[]): Promise<CatalogTable[]> {
  const catalog = new Map((await readPublicTables(runner)).map((table) => [table.name, table]));
  const targets = tables.map((table) => {
    const target = catalog.get(table.name);
    if (!target) throw new BackupError(`The backup has a table ${table.name}, which the migrated database lacks.`);
    const insertable = new Set(target.columns.filter((column) => !column.generated).map((column) => column.name));
    const missing = table.columns.filter((column) => !insertable.has(column));
    if (missing.length > 0) {
      throw new BackupError(
        `The backup has columns ${table.name}.${missing.join(', ')}, which the migrated database lacks.`,
      );
    }
    return target;
  });
  const order = foreignKeyOrder(targets);
  if (order.some((name, index) => name !== tables[index]?.name)) {
    throw new BackupError(
      `The backup lists its tables as ${tables.map((table) => table.name).join(', ')}, an order this database's ` +
        `foreign keys do not allow (${order.join(', ')}); the file was not written by this shop.`,
    );
  }
  return targets;
}

/**
 * json_populate_recordset turns each JSON object back into a row of the table's own type, so
 * every value is parsed by PostgreSQL from the text PostgreSQL wrote. Only the backed-up columns
 * are inserted; OVERRIDING SYSTEM VALUE keeps ids of GENERATED ALWAYS identity columns.
 */
async function insertBatch(runner: QueryRunner, table: string, columns: string[], rows: string[]): Promise<void> {
  const list = columns.map(quoteIdentifier).join(', ');
  try {
    await runner.query(
      `INSERT INTO ${qualifiedTable(table)} (${list}) OVERRIDING SYSTEM VALUE
       SELECT ${list} FROM json_populate_recordset(NULL::${qualifiedTable(table)}, $1::json)`,
      [`[${rows.join(',')}]`],
    );
  } catch (error) {
    // Without the query and its (large) parameter: the database's message names the problem.
    throw new BackupError(
      `Could not restore the rows of ${table}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Serial and identity sequences continue after the restored ids, so new rows do not collide. */
async function resetSequences(runner: QueryRunner, tables: CatalogTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      if (!column.sequence) continue;
      // An empty table leaves its sequence where the fresh database has it.
      await runner.query(
        `SELECT setval($1::regclass, max(${quoteIdentifier(column.name)}))
           FROM ${qualifiedTable(table.name)} HAVING max(${quoteIdentifier(column.name)}) IS NOT NULL`,
        [column.sequence],
      );
    }
  }
}
