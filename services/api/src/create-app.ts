import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseConnection } from './common/database/database-connection.js';
import { configureSessions } from './auth/configure-sessions.js';
import { applySecurityHeaders } from './web/security-headers.js';
import { mountWebApps } from './web/mount-web-apps.js';
import { compressAnswers } from './web/self-encoding-answers.js';
import { refuseDotSegments } from './web/dot-segments.js';
import { createAppLogger } from './logging/app-logger.js';
import { httpLogging } from './logging/http-logging.js';
import { NestPinoLogger } from './logging/nest-pino-logger.js';
import { type Clock, systemClock } from './common/clock.js';
import { MetricsService } from './metrics/metrics.service.js';

/** Largest JSON body accepted; the shop's biggest request (an order) is a few kilobytes. */
const JSON_BODY_LIMIT = '100kb';

export interface CreateAppOptions {
  /** Modules only tests add, e.g. probe endpoints for the guards. */
  extraModules?: Type[];
  /** Where log lines go (standard output unless a test reads them). */
  logger?: Logger;
  /** The time background jobs see (tests move it forward). */
  clock?: Clock;
}

/** Builds the whole server (API + web apps) on an open database; used by main and by the tests. */
export async function createApp(
  config: AppConfig,
  connection: DatabaseConnection,
  { extraModules = [], logger = createAppLogger(config), clock = systemClock }: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, connection, clock, extraModules),
    {
      logger: new NestPinoLogger(logger),
      bodyParser: false,
      // Stripe signs the exact bytes it sent; the webhook verifies request.rawBody.
      rawBody: true,
    },
  );
  app.use(httpLogging(logger));
  // Before anything that maps a path to a file or a route.
  app.use(refuseDotSegments());
  app.use(app.get(MetricsService).httpMiddleware());
  app.disable('x-powered-by');
  applySecurityHeaders(app, config);
  // gzip for JSON and the web apps' scripts (about a third of the bytes on a shopper's network);
  // the kept products list and pages compress their own answers, once (decision 18).
  app.use(compressAnswers(config));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  await configureSessions(app, config);
  app.setGlobalPrefix('api');
  mountWebApps(app, config);
  await app.init();
  return app;
}
