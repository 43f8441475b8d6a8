import { join } from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_TABLE } from './database-catalog.js';

/**
 * A backup is gzip-compressed JSON Lines: one header line, then one line per row,
 * `{"table":"orders","row":{...}}`, tables one after another in foreign-key order. Rows are the
 * database's own `row_to_json` text, so money (numeric) and jsonb pass through unchanged and a
 * backup of PGlite restores into PostgreSQL and back. Decision 7 says why not pg_dump.
 */
export const BACKUP_FORMAT = 'cumming-organics-backup';
export const BACKUP_VERSION = 1;

/**
 * Tables of the public schema a backup leaves out. Every other table is backed up, so a table
 * added by a future migration is included without touching this code.
 */
export const EXCLUDED_TABLES: ReadonlyMap<string, string> = new Map([
  ['sessions', 'sign-ins are not business data; shoppers sign in again after a restore'],
  [MIGRATIONS_TABLE, "TypeORM's record of applied migrations; the header lists them instead"],
  ['typeorm_metadata', 'written by migrations themselves, so a restore gets it from them'],
]);

/** An operator-facing refusal or failure: the CLIs print its message without a stack trace. */
export class BackupError extends Error {}

const tableSchema = z.object({
  name: z.string().min(1),
  /** Columns present when the backup was taken; a column added later gets its default. */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
});

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** Names of the applied migrations, in the order they ran. */
  migrations: z.array(z.string().min(1)),
  /** In the order their rows follow in the file: foreign-key order of the source database. */
  tables: z.array(tableSchema),
});

export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type BackupTable = BackupHeader['tables'][number];

/**
 * One row line, built around the database's JSON text rather than re-serialised from JS values.
 * JSON allows a raw line break only as whitespace between tokens (inside strings it is escaped),
 * and only a `json` column can keep such whitespace: turning it into a space keeps each row on
 * one line without changing any value.
 */
export function rowLine(table: string, rowJson: string): string {
  const oneLine = rowJson.includes('\n') || rowJson.includes('\r') ? rowJson.replace(/[\r\n]/g, ' ') : rowJson;
  return `{"table":${JSON.stringify(table)},"row":${oneLine}}\n`;
}

const rowLinePrefix = /^\{"table":("(?:[^"\\]|\\.)*"),"row":/;

/**
 * The table name and the row's JSON text of one row line. Only the table name is parsed; the row
 * text goes to the database as it is, which rejects it if it is not valid JSON.
 */
export function parseRowLine(line: string): { table: string; rowJson: string } {
  const prefix = rowLinePrefix.exec(line);
  if (!prefix || !line.endsWith('}')) throw new BackupError('a row line is not {"table":…,"row":…}');
  const table: unknown = JSON.parse(prefix[1]!);
  if (typeof table !== 'string') throw new BackupError('a row line names no table');
  return { table, rowJson: line.slice(prefix[0].length, -1) };
}

/** backups/shop-2031-05-04T10-30-00.000Z.jsonl.gz under `folder`: sortable, no ':' (Windows, scp). */
export function defaultBackupFile(folder: string, now: Date = new Date()): string {
  return join(folder, 'backups', `shop-${now.toISOString().replace(/:/g, '-')}.jsonl.gz`);
}

/** "  orders  12 rows" lines with the names aligned, as the CLIs print them. */
export function tableCounts(tables: readonly Pick<BackupTable, 'name' | 'rows'>[]): string {
  const width = Math.max(0, ...tables.map((table) => table.name.length));
  return tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows} rows`).join('\n');
}
