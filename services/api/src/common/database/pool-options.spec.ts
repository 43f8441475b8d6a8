import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { postgresConnection } from './database-connection.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { POOL_WAIT_TIMEOUT_MS, poolOptions } from './pool-options.js';

/**
 * A host that takes the TCP connection and then says nothing, as a PostgreSQL behind a dead link
 * or a frozen machine does: a connect only ends by giving up.
 */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, sockets };
}

describe('the database pool', () => {
  it('gives up opening a connection to a server that never answers, as the database being away', async () => {
    const silent = await silentServer();
    const pool = new pg.Pool({
      ...poolOptions(postgresConnection(`postgres://shop@127.0.0.1:${silent.port}/shop`)),
      connectionString: `postgres://shop@127.0.0.1:${silent.port}/shop`,
    });
    try {
      const started = performance.now();
      const failure = await pool.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(silent.sockets.size).toBe(1);
      // Given up by the connect's own bound (2 s), not the far longer wait for a busy pool's turn:
      // a bound with a wide margin, about a hang and not about speed.
      expect(performance.now() - started).toBeLessThan(POOL_WAIT_TIMEOUT_MS);
    } finally {
      await pool.end();
      for (const socket of silent.sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.server.close(() => resolve()));
    }
  });

  it('sets no timeouts on the embedded database, whose one connection requests share in turn', () => {
    expect(
      poolOptions({
        kind: 'pglite',
        url: 'postgresql://postgres@127.0.0.1:1/postgres',
        maxConnections: 1,
        close: async () => undefined,
      }),
    ).toEqual({ max: 1 });
  });
});
