import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, postgresConnection, startEmbeddedPostgres } from '../database/database-connection.js';

/**
 * A fresh, empty database for one test suite. PGlite in memory by default; with
 * TEST_DATABASE_URL set (CI sets it to the local PostgreSQL), a new database created on that
 * server and dropped afterwards, so suites never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return startEmbeddedPostgres();

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
