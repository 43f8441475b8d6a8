import { type DataSource, type Migration, MigrationExecutor } from 'typeorm';

/**
 * The PostgreSQL advisory lock every migration run holds. Processes started together (a cluster, a
 * rolling restart, `db:migrate` while a process starts) then migrate one at a time: the first
 * applies what is pending, the others wait for it and find nothing left to do. Two int keys:
 * PostgreSQL keeps them apart from the single-key locks of takeTurns (common/database/advisory-lock.ts).
 */
const MIGRATIONS_LOCK = [0x73686f70 /* "shop" */, 1];

/**
 * Applies the pending migrations, each in its own transaction, under the migrations lock; returns
 * the ones this call applied (none when another process got there first).
 */
export async function migrateOnce(dataSource: DataSource): Promise<Migration[]> {
  // One connection for the lock and the migrations: the embedded database's pool has only one.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Waiting for another process's migrations, or a long one of ours, is not a stuck query; the
    // pool's own timeout is put back after.
    const [{ statement_timeout: timeout }] = (await runner.query('SHOW statement_timeout')) as [
      { statement_timeout: string },
    ];
    await runner.query('SET statement_timeout = 0');
    const unlock = async () => {
      await runner.query('SELECT pg_advisory_unlock($1, $2)', MIGRATIONS_LOCK);
      await runner.query(`SELECT set_config('statement_timeout', $1, false)`, [timeout]);
    };
    await runner.query('SELECT pg_advisory_lock($1, $2)', MIGRATIONS_LOCK);
    let applied: Migration[];
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      applied = await executor.executePendingMigrations();
    } catch (error) {
      // The lock ends with the session anyway; the migration's error is the one to report.
      await unlock().catch(() => undefined);
      throw error;
    }
    await unlock();
    return applied;
  } finally {
    await runner.release();
  }
}

/** The migrations this build has that the database has not applied, by name. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  return (await new MigrationExecutor(dataSource).getPendingMigrations()).map((migration) => migration.name);
}

/**
 * A process told not to migrate (MIGRATE_ON_START=false) found its database behind: the operator
 * runs the migrations once, then starts the processes. Starting anyway would fail on the first
 * request that touches what is missing.
 */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database lacks ${pending.length} migration(s) this release needs (${pending.join(', ')}). ` +
        'Run them once before starting the processes (npm run db:migrate, or ' +
        'node services/api/dist/database/cli/migrate.js with the same DATABASE_URL), or set MIGRATE_ON_START=true.',
    );
  }
}

/** What a starting process does with its schema: migrate (under the lock) or check it is current. */
export async function prepareSchema(dataSource: DataSource, migrateOnStart: boolean): Promise<void> {
  if (migrateOnStart) {
    await migrateOnce(dataSource);
    return;
  }
  const pending = await pendingMigrations(dataSource);
  if (pending.length) throw new PendingMigrationsError(pending);
}
