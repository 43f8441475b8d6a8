import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { apiRoot, workspaceRoot } from '../src/config/paths.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { startEmbeddedPostgres } from '../src/common/database/database-connection.js';

const MIGRATIONS_DIR = join(apiRoot, 'src/database/migrations');

/** What the template depends on: every migration file's name and content, and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256').update(
    readFileSync(join(workspaceRoot, 'node_modules/@electric-sql/pglite/package.json')),
  );
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database with every migration applied and no rows, as a PGlite folder dump, made
 * once per set of migrations and kept in the temporary folder. Starting PGlite from it skips
 * initdb and the migrations, which is most of what a test file's app start costs on PGlite (about
 * 4 of 5 seconds on a loaded 2-core machine). The app still runs its migrations at start: with
 * nothing pending, that is one query. Jest workers that race to make it each write their own file
 * and rename it into place, so a reader never sees half a template.
 */
export async function migratedTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `shop-pglite-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    const connection = await startEmbeddedPostgres();
    const dataSource = new DataSource(dataSourceOptions(connection));
    try {
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    const dump = await connection.dumpDataDir!();
    await connection.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}
