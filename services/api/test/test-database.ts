import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  type DatabaseConnection,
  postgresConnection,
  startEmbeddedPostgres,
} from '../src/common/database/database-connection.js';
import { migratedTemplate } from './migrated-template.js';

/**
 * A fresh database for one test suite, empty or (for an app, on PGlite) migrated. PGlite in memory by default; with
 * TEST_DATABASE_URL set (CI sets it to the local PostgreSQL), a new database created on that
 * server and dropped afterwards, so suites never see each other's rows.
 */
export async function createTestDatabase(
  options: {
    /**
     * The app migrates its database at start anyway; on PGlite, starting from a migrated copy
     * saves that and PGlite's own initdb (see migratedTemplate). Off for the suites that need a
     * database never migrated (schema drift, restores).
     */
    migratedOnPglite?: boolean;
  } = {},
): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return startEmbeddedPostgres(undefined, options.migratedOnPglite ? await migratedTemplate() : undefined);

  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = postgresConnection(url.toString());
  return {
    ...connection,
    async close() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
