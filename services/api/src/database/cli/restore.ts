import { resolve } from 'node:path';
import { BackupError, tableCounts } from '../backup/backup-format.js';
import { openBackup } from '../backup/read-backup.js';
import { restoreBackup } from '../backup/restore-backup.js';
import { withDataSource } from './with-data-source.js';

// npm run db:restore -- <file>
// Into a fresh database only: runs the migrations, loads the rows in one transaction, checks counts.
const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(2);
}
const file = resolve(argument);
try {
  // A wrong path is reported before the database is opened (an empty DATA_DIR would be created).
  (await openBackup(file)).close();
  await withDataSource(async (dataSource, connection) => {
    const { header, migrationsAppliedAfter } = await restoreBackup(dataSource, file);
    const target = connection.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL';
    console.log(`Restored ${file} (taken ${header.createdAt} from ${header.databaseKind}) into ${target}`);
    console.log(tableCounts(header.tables));
    if (migrationsAppliedAfter.length > 0) {
      console.log(`then applied the newer migrations ${migrationsAppliedAfter.join(', ')}`);
    }
  });
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
