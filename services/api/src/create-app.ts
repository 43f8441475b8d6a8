import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import type { DatabaseConnection } from './database/database-connection.js';
import { configureSessions } from './auth/configure-sessions.js';
import { applySecurityHeaders } from './web/security-headers.js';
import { mountWebApps } from './web/mount-web-apps.js';

/** Largest JSON body accepted; the shop's biggest request (an order) is a few kilobytes. */
const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the whole server (API + web apps) on an open database; used by main and by the tests
 * (which may add modules of their own, e.g. probe endpoints for the guards).
 */
export async function createApp(
  config: AppConfig,
  connection: DatabaseConnection,
  extraModules: Type[] = [],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, connection, extraModules), {
    bufferLogs: true,
    bodyParser: false,
    // Stripe signs the exact bytes it sent; the webhook verifies request.rawBody.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  applySecurityHeaders(app, config);
  // gzip for JSON and the web apps' scripts (about a third of the bytes on a shopper's network).
  app.use(compression());
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  await configureSessions(app, config);
  app.setGlobalPrefix('api');
  mountWebApps(app, config);
  await app.init();
  return app;
}
