import { mkdir } from 'node:fs/promises';
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
}

export function postgresConnection(url: string): DatabaseConnection {
  return { kind: 'postgres', url, maxConnections: 10, close: async () => undefined };
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it on a loopback port over the
 * Postgres wire protocol, so TypeORM and every other client use the same `pg` code path as on a
 * real server. `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<DatabaseConnection> {
  let db: PGlite;
  if (dataDir) {
    const pgliteDir = join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    db = await PGlite.create(pgliteDir);
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  return {
    kind: 'pglite',
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    maxConnections: 1,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? Promise.resolve(postgresConnection(options.databaseUrl))
    : startEmbeddedPostgres(options.dataDir);
}
