import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConnection } from '../common/database/database-connection.js';
import { onIdleConnectionError, poolOptions } from '../common/database/pool-options.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/** TypeORM settings shared by the server, the CLI commands and the tests. */
export function dataSourceOptions(connection: DatabaseConnection): DataSourceOptions {
  return {
    type: 'postgres',
    url: connection.url,
    entities,
    migrations,
    // The schema only changes through committed migrations; the drift check guards the entities.
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // Fail fast when PostgreSQL is away: the pool's timeouts and keepalive (pool-options.ts).
    extra: poolOptions(connection),
    poolErrorHandler: onIdleConnectionError,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
  };
}
