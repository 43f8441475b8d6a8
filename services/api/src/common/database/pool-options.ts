import pg from 'pg';
import type { DatabaseConnection } from './database-connection.js';

/**
 * How long opening a database connection may take before it is given up and the request answered
 * 503 DATABASE_DOWN: a PostgreSQL that is restarting refuses at once, but one behind a dead link
 * never answers, and a request must not hang on it.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * How long a request waits for one of the pool's connections when all are busy. Longer than a
 * connect: a burst of checkouts queueing for their turn is normal (fifty at once each wait for the
 * one before, in stock and window locks), and failing them after 2 s would turn a busy minute into
 * errors. It still ends the wait when every connection hangs on a database that stopped answering.
 */
export const POOL_WAIT_TIMEOUT_MS = 10_000;

/**
 * pg's Client with its own connect timeout. pg-pool has one setting for both waits (for a free
 * connection and for a new one to open) and hands it to each client it makes; this class gives the
 * opening its own, shorter bound.
 */
class FailFastClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * The longest one statement may run on PostgreSQL. The shop's requests and job steps take
 * milliseconds; this stops one stuck behind a lock from holding its connection (and its shopper)
 * for minutes. Work that may take longer lifts it for its own session: migrations
 * (`migrateOnce`). Backups and restores read and write in batches, each well under it.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * TCP keepalive on idle connections, so a connection a firewall or a vanished host dropped is
 * found and replaced rather than handed to the next request.
 */
const KEEPALIVE_AFTER_MS = 10_000;

/**
 * The `pg` pool's options (TypeORM's `extra`). The embedded PGlite gets none of the timeouts: it
 * lives in this process, so it cannot be unreachable, and its one connection is shared by every
 * request in turn, so waiting for it is normal rather than a sign of an outage.
 */
export function poolOptions(connection: DatabaseConnection): Record<string, unknown> {
  if (connection.kind === 'pglite') return { max: connection.maxConnections };
  return {
    max: connection.maxConnections,
    Client: FailFastClient,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
  };
}

/**
 * What the pool does when an idle connection breaks (PostgreSQL restarted, the link dropped): the
 * pool has already discarded it and opens a new one on the next use. An 'error' event with no
 * listener would end the process, so there must be one; it says nothing, since the next request or
 * job that cannot reach the database reports the outage (DatabaseOutage), and a dropped idle
 * connection alone is no outage.
 */
export function onIdleConnectionError(): void {}
