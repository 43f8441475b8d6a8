import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the app's one PostgreSQL lives, as a URL the ordinary `pg` driver understands. */
export interface DatabaseConnection {
  kind: DatabaseKind;
  url: string;
  /** Pool size: PGlite runs one connection (pglite-socket corrupts interleaved queries otherwise). */
  maxConnections: number;
  close(): Promise<void>;
  /** The embedded database in memory only: a copy of its folder, to start another one from. */
  dumpDataDir?(): Promise<Blob>;
}

/** The Nest injection token of the open connection (database.module provides it). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export function postgresConnection(url: string, poolSize = 10): DatabaseConnection {
  return { kind: 'postgres', url, maxConnections: poolSize, close: async () => undefined };
}

/** The embedded database's folder is open in another process (or already in this one). */
export class DatabaseInUseError extends Error {}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it on a loopback port over the
 * Postgres wire protocol, so TypeORM and every other client use the same `pg` code path as on a
 * real server. `dataDir` undefined keeps the database in memory (tests). A data dir is locked
 * while open: two PGlite instances on one folder corrupt it.
 */
export async function startEmbeddedPostgres(
  dataDir?: string,
  /** In memory only: start from this copy of a database folder (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob,
): Promise<DatabaseConnection> {
  let db: PGlite;
  let unlock: () => Promise<void> = async () => undefined;
  if (dataDir) {
    const pgliteDir = join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
    try {
      db = await PGlite.create(pgliteDir);
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    db = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    await unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    maxConnections: 1,
    async close() {
      await server.stop();
      await db.close();
      await unlock();
    },
    ...(dataDir ? {} : { dumpDataDir: () => db.dumpDataDir('none') }),
  };
}

/** Lock files this process holds, to tell its own lock from a dead process's that had its pid. */
const heldLocks = new Set<string>();

/**
 * Takes `<dataDir>/pglite.lock`, created exclusively and holding this process's pid, and returns
 * its release. A lock whose process is gone (a crash, kill -9, a container restart) is replaced.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = join(dataDir, 'pglite.lock');
  // Twice at most: a stale lock is removed once, then the folder is free or another process won.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      heldLocks.add(lockFile);
      return async () => {
        heldLocks.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner, lockFile)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first ` +
          '(for backups: stop the shop, or run on PostgreSQL for online backups). ' +
          `If process ${owner} is not the shop, delete ${lockFile}.`,
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new DatabaseInUseError(`The embedded database in ${dataDir} is being opened by another process; try again.`);
}

function isRunning(pid: number, lockFile: string): boolean {
  // Our own pid in a lock we do not hold: a previous process that had this pid (PID 1 in a container).
  if (pid === process.pid) return heldLocks.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? Promise.resolve(postgresConnection(options.databaseUrl, options.databasePoolSize))
    : startEmbeddedPostgres(options.dataDir);
}
