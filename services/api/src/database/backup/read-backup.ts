import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  backupHeaderSchema,
  parseRowLine,
} from './backup-format.js';

export interface BackupRow {
  table: string;
  /** The row exactly as the source database wrote it. */
  rowJson: string;
}

export interface BackupReader {
  header: BackupHeader;
  /**
   * The rows, streamed: one pass, in file order. Throws a BackupError as soon as the file departs
   * from its header (unknown or repeated table, too many rows) and at the end if rows are missing,
   * so a truncated or edited file fails the restore before it commits.
   */
  rows(): AsyncGenerator<BackupRow>;
  close(): void;
}

/** Opens a backup and reads its header; the rows are read when iterated. */
export async function openBackup(file: string): Promise<BackupReader> {
  try {
    if (!(await stat(file)).isFile()) throw new BackupError(`${file} is not a file.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Cannot read the backup ${file}: ${messageOf(error)}`);
  }
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip).setEncoding('utf8');
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };

  const lines = readLines(gunzip, file);
  try {
    const first = await lines.next();
    if (first.done) throw new BackupError(`${file} is empty.`);
    const header = parseHeader(first.value, file);
    return { header, rows: () => checkedRows(lines, header, file), close };
  } catch (error) {
    close();
    throw error;
  }
}

function parseHeader(line: string, file: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupError(`${file} is not a shop backup (its first line is not JSON).`);
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a shop backup (format ${String(format)}).`);
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    throw new BackupError(
      `${file} is format version ${version}; this code reads version ${BACKUP_VERSION}. Update the shop first.`,
    );
  }
  const parsed = backupHeaderSchema.safeParse(value);
  if (!parsed.success) {
    throw new BackupError(
      `${file} has an invalid header: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

async function* checkedRows(
  lines: AsyncGenerator<string>,
  header: BackupHeader,
  file: string,
): AsyncGenerator<BackupRow> {
  const expected = new Map(header.tables.map((table) => [table.name, table.rows]));
  const seen = new Map<string, number>();
  let current: string | undefined;
  for await (const line of lines) {
    const { table, rowJson } = parseRowLine(line);
    if (table !== current) {
      if (!expected.has(table)) throw new BackupError(`${file} has rows of ${table}, which its header does not list.`);
      if (seen.has(table)) throw new BackupError(`${file} has the rows of ${table} in more than one place.`);
      current = table;
    }
    const count = (seen.get(table) ?? 0) + 1;
    if (count > expected.get(table)!) throw new BackupError(`${file} has more rows of ${table} than its header says.`);
    seen.set(table, count);
    yield { table, rowJson };
  }
  for (const [table, rows] of expected) {
    const found = seen.get(table) ?? 0;
    if (found !== rows) throw new BackupError(`${file} is incomplete: ${table} has ${found} of its ${rows} rows.`);
  }
}

/** Lines of the decompressed text; a damaged or cut-off file fails here with a BackupError. */
async function* readLines(text: AsyncIterable<string>, file: string): AsyncGenerator<string> {
  let pending = '';
  try {
    for await (const chunk of text) {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop()!;
      yield* parts;
    }
  } catch (error) {
    throw new BackupError(`${file} is damaged or incomplete: ${messageOf(error)}`);
  }
  // Every line, the last included, ends with a line break: anything after it was cut off.
  if (pending) throw new BackupError(`${file} is incomplete: its last line is cut off.`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
