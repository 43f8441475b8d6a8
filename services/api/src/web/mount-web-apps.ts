import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { REMOTE_NAMES } from '@shop/contracts/remotes';
import { CatalogVersion } from '../catalog/catalog-version.js';
import type { AppConfig } from '../config/app-config.js';
import { PageHeadsService } from './page-heads.service.js';
import { isPagePath } from './page-paths.js';
import { PageResponder } from './page-responder.js';
import { RemotePreloadsService } from './remote-preloads.service.js';
import { robotsTxt, sitemapXml } from './crawler-files.js';
import { ServerRenderer } from './server-rendering/server-renderer.js';

/** This server's own address as its pages' API calls reach it (loopback when it listens everywhere). */
function ownOrigin(app: NestExpressApplication): string {
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port.');
  const everywhere = address.address === '::' || address.address === '0.0.0.0';
  const host = everywhere ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Files that name other files (entry points, manifests) must be revalidated on every load. */
const ENTRY_FILES =
  /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|sw\.js|manifest\.webmanifest)$/;
/** A server build's files, under the shell's or a remote's build folder. */
const SERVER_BUILD_PATH = /^\/(remotes\/[^/]+\/)?server(\/|$)/i;
/** Rspack content-hashed assets never change under the same name. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/;

function setCacheHeaders(response: Response, filePath: string): void {
  if (ENTRY_FILES.test(filePath)) {
    response.setHeader('Cache-Control', 'no-cache');
  } else if (HASHED_ASSET.test(filePath)) {
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    response.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

const staticOptions = { index: false, fallthrough: true, setHeaders: setCacheHeaders } as const;

/**
 * Express routes match case-insensitively, so /API/Admin/orders is the API's (and meets its role
 * check), never a page or a file.
 */
function isApiPath(request: Request): boolean {
  const path = request.path.toLowerCase();
  return path.startsWith('/api/') || path === '/api';
}

/**
 * One process, one port: besides /api, the server hands out the shell at /, each remote's build
 * under /remotes/<name>/, product images under /images, and /remotes.json, the run-time manifest
 * the shell reads to find its remotes (configurable per environment, so a remote can live on a CDN
 * and be redeployed without rebuilding the shell).
 */
export function mountWebApps(app: NestExpressApplication, config: AppConfig): void {
  // One gate for the lot: an API request passes no file lookup and no web route on its way.
  const web = express.Router();
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request) ? next() : web(request, response, next),
  );
  mountOn(web, app, config);
}

function mountOn(web: Router, app: NestExpressApplication, config: AppConfig): void {
  const logger = new Logger('WebApps');

  web.use('/images', express.static(join(config.assetsDir, 'images'), { ...staticOptions, fallthrough: false }));

  web.use('/remotes.json', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.json(config.remotes);
  });

  if (!config.serveWeb) return;

  // The server builds (dist/server/) are for this server to run, not for browsers to download.
  web.use((request: Request, response: Response, next: NextFunction) => {
    if (!SERVER_BUILD_PATH.test(request.path)) return next();
    response.status(404).type('text/plain').send('Not found');
  });

  for (const name of REMOTE_NAMES) {
    const dist = join(config.webAppsDir, name, 'dist');
    if (!existsSync(dist)) logger.warn(`No build of the ${name} remote at ${dist}; run npm run build.`);
    // fallthrough: false: a missing remote file is a 404, never the shell's HTML in its place.
    web.use(`/remotes/${name}`, express.static(dist, { ...staticOptions, fallthrough: false }));
  }

  const shellDist = join(config.webAppsDir, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) logger.warn(`No build of the shell at ${shellDist}; run npm run build.`);
  const shellFiles = express.static(shellDist, staticOptions);
  web.use((request: Request, response: Response, next: NextFunction) =>
    isPagePath(request.path) ? next() : shellFiles(request, response, next),
  );

  const pageHeads = app.get(PageHeadsService);
  const remotePreloads = app.get(RemotePreloadsService);
  const renderer = new ServerRenderer(config, () => ownOrigin(app), logger);
  const pages = new PageResponder(
    config,
    shellIndex,
    pageHeads,
    remotePreloads,
    renderer,
    app.get(CatalogVersion),
    logger,
  );

  web.use('/robots.txt', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.type('text/plain').send(robotsTxt(config));
  });
  web.use('/sitemap.xml', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    pageHeads.indexedUrls().then((urls) => response.type('application/xml').send(sitemapXml(urls)), next);
  });

  // Pages (/products, /product/3, unknown paths for the 404 screen) get the shell's page with that
  // page's own head and its server-rendered HTML, and 404 for paths that are no page at all.
  web.use((request: Request, response: Response, next: NextFunction) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage) return next();
    // Without a build of the shell, nothing answers but the API's 404.
    pages.answer(request, response).then((answered) => answered || next(), next);
  });
}
