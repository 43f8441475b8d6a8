import { resolve } from 'node:path';
import { BackupError, defaultBackupFile, tableCounts } from '../backup/backup-format.js';
import { writeBackup } from '../backup/write-backup.js';
import { withDataSource } from './with-data-source.js';

// npm run db:backup -- [file]   (default: backups/shop-<time>.jsonl.gz under the current folder)
// Reads the database without changing it; the embedded database must not be in use meanwhile.
const file = resolve(process.argv[2] ?? defaultBackupFile(process.cwd()));
try {
  await withDataSource(async (dataSource, connection) => {
    const header = await writeBackup(dataSource, file, { databaseKind: connection.kind });
    console.log(`Backed up ${connection.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'} to ${file}`);
    console.log(tableCounts(header.tables));
    console.log(`at migration ${header.migrations.at(-1) ?? '(none)'}`);
  });
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
