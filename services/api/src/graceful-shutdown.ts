import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import type { DatabaseConnection } from './common/database/database-connection.js';
import { ShutdownState } from './health/shutdown-state.js';

/**
 * SIGTERM (what a platform sends before replacing an instance) and SIGINT (Ctrl+C): stop accepting
 * connections, let the requests in flight finish and answer, stop the background jobs, then close
 * the database (the embedded one writes its last pages) and exit 0. If that takes longer than the
 * grace period, exit 1 anyway rather than hang until the platform kills the process.
 */
export function closeGracefullyOnSignals(
  app: NestExpressApplication,
  connection: DatabaseConnection,
  graceSeconds: number,
): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: finishing the requests in flight, then closing the database`);
    app.get(ShutdownState).begin();
    setTimeout(() => {
      logger.error(`Requests still running after ${graceSeconds} s; exiting anyway`);
      process.exit(1);
    }, graceSeconds * 1000).unref();
    app
      .close()
      .then(() => connection.close())
      .then(
        () => {
          logger.log('Closed cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(`Closing failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

/** The port the server really listens on (PORT=0 picks a free one). */
export function listeningPort(app: NestExpressApplication): number {
  return (app.getHttpServer().address() as AddressInfo).port;
}
