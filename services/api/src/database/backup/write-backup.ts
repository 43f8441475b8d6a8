import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DataSource, QueryRunner } from 'typeorm';
import type { DatabaseKind } from '../../common/database/database-connection.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  EXCLUDED_TABLES,
  rowLine,
} from './backup-format.js';
import {
  appliedMigrations,
  type CatalogTable,
  countRows,
  readPublicTables,
  selectRows,
  qualifiedTable,
  quoteIdentifier,
} from './database-catalog.js';
import { foreignKeyOrder } from './table-order.js';

export interface WriteBackupOptions {
  databaseKind: DatabaseKind;
  /** Rows fetched per round trip; only one batch is in memory at a time. */
  batchSize?: number;
}

/**
 * Writes a backup of every business table to `file` (which must not exist yet) and returns its
 * header. Everything is read in one REPEATABLE READ READ ONLY transaction: one consistent
 * snapshot, and the header's row counts match the rows that follow. The file appears under its
 * name only once complete.
 */
export async function writeBackup(
  dataSource: DataSource,
  file: string,
  options: WriteBackupOptions,
): Promise<BackupHeader> {
  if (await exists(file)) throw new BackupError(`${file} already exists; a backup never overwrites a file.`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;

  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let inTransaction = false;
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    inTransaction = true;
    // The same text on every engine and server setting: timestamps in UTC, floats exact.
    await runner.query(`SET LOCAL TimeZone = 'UTC'`);
    await runner.query(`SET LOCAL IntervalStyle = 'postgres'`);
    await runner.query(`SET LOCAL extra_float_digits = 3`);

    const tables = await backedUpTables(runner);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      databaseKind: options.databaseKind,
      migrations: await appliedMigrations(runner),
      tables: [],
    };
    if (header.migrations.length === 0) {
      // Most likely a mistyped DATA_DIR or DATABASE_URL: an empty file would look like a backup.
      throw new BackupError(
        'This database was never migrated: there is nothing to back up. Check DATABASE_URL or DATA_DIR.',
      );
    }
    for (const table of tables) {
      header.tables.push({
        name: table.name,
        columns: table.columns.filter((column) => !column.generated).map((column) => column.name),
        rows: await countRows(runner, table.name),
      });
    }

    // Backups hold personal data and password hashes: readable by their owner only.
    await pipeline(
      Readable.from(backupLines(runner, header, tables, options.batchSize ?? 1000)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await runner.query('COMMIT');
    inTransaction = false;
    await rename(partial, file);
    return header;
  } catch (error) {
    await rm(partial, { force: true });
    // The original error is the one to report; a failed rollback ends with the connection anyway.
    if (inTransaction) await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** The public schema's tables minus the excluded ones, in foreign-key order. */
async function backedUpTables(runner: QueryRunner): Promise<CatalogTable[]> {
  const tables = (await readPublicTables(runner)).filter((table) => !EXCLUDED_TABLES.has(table.name));
  const byName = new Map(tables.map((table) => [table.name, table]));
  return foreignKeyOrder(tables).map((name) => byName.get(name)!);
}

async function* backupLines(
  runner: QueryRunner,
  header: BackupHeader,
  tables: CatalogTable[],
  batchSize: number,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    // Primary-key order: the same database gives the same file, and self-references restore.
    const orderBy = table.primaryKey.length
      ? ` ORDER BY ${table.primaryKey.map((column) => `r.${quoteIdentifier(column)}`).join(', ')}`
      : '';
    // `r.*` is the whole row even if a column happens to be called `r`.
    await runner.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR
       SELECT row_to_json(r.*)::text AS "row" FROM ${qualifiedTable(table.name)} AS r${orderBy}`,
    );
    let written = 0;
    for (;;) {
      const batch = await selectRows<{ row: string }>(runner, `FETCH FORWARD ${batchSize} FROM backup_rows`);
      if (batch.length === 0) break;
      written += batch.length;
      yield batch.map(({ row }) => rowLine(table.name, row)).join('');
    }
    await runner.query('CLOSE backup_rows');
    // Cannot differ inside one snapshot; checked because a wrong header would fail every restore.
    const expected = header.tables.find((counted) => counted.name === table.name)?.rows;
    if (written !== expected) throw new BackupError(`${table.name}: counted ${expected} rows but read ${written}.`);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
