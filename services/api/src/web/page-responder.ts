import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import type { Logger } from '@nestjs/common';
import { canonicalRemotePath } from '@shop/contracts/remote-routes';
import { SITE_PAGES } from '@shop/contracts/site-pages';
import type { CatalogVersion } from '../catalog/catalog-version.js';
import type { AppConfig } from '../config/app-config.js';
import { sendKeptPage, sendRenderedPage } from './page-body.js';
import { injectHead } from './page-head.js';
import type { PageHeadsService } from './page-heads.service.js';
import type { RemotePreloadsService } from './remote-preloads.service.js';
import { RenderedPageCache, type CachedPage } from './server-rendering/rendered-page-cache.js';
import { renderedPageEtag, serverRenderedDocument } from './server-rendering/server-rendered-document.js';
import type { ServerRenderer } from './server-rendering/server-renderer.js';

/** The back office renders in the browser only: shoppers' pages and their caches never carry it. */
const BROWSER_ONLY_PATHS = /^\/admin(\/|$)/i;

/** How many rendered catalog pages the server keeps (a product page is about 10 KB). */
const CACHED_PAGES = 500;

/** Pages whose HTML is the same for every visitor and worth keeping in shared caches. */
function isCatalogPage(path: string): boolean {
  if (SITE_PAGES.some((page) => page.indexed && page.path === path)) return true;
  return canonicalRemotePath(path)?.startsWith('/product/') === true;
}

/**
 * Answers a page of the shop: its head (title, description, canonical link, preloads) and, unless
 * turned off or impossible, its HTML rendered on the server. Rendered pages hold no personal data
 * (the server renders without the shopper's cookies and fetches only public data), so the catalog
 * pages may be kept by shared caches for a short while and revalidated with their ETag.
 */
export class PageResponder {
  private readonly cache: RenderedPageCache;

  constructor(
    private readonly config: AppConfig,
    private readonly shellIndex: string,
    private readonly pageHeads: PageHeadsService,
    private readonly remotePreloads: RemotePreloadsService,
    private readonly renderer: ServerRenderer,
    private readonly catalogVersion: CatalogVersion,
    private readonly logger: Logger,
  ) {
    this.cache = new RenderedPageCache(CACHED_PAGES, config.serverRendering.pageCacheSeconds * 1_000);
  }

  /** False, with nothing sent, when there is no build of the shell to answer with. */
  async answer(request: Request, response: Response): Promise<boolean> {
    const { enabled, pageCacheSeconds } = this.config.serverRendering;
    const cacheable = enabled && pageCacheSeconds > 0 && isCatalogPage(request.path);
    // Absolute stylesheet links only for a request made to the shop's public address (PUBLIC_URL):
    // never an address taken from the request into a page that others may be answered with.
    const publicOrigin =
      `${request.protocol}://${request.host}` === this.config.publicUrl.origin
        ? this.config.publicUrl.origin
        : undefined;
    const key = `${publicOrigin ? 'public' : 'other'} ${request.originalUrl}`;
    const cached = cacheable ? await this.cache.get(key, (page) => this.isCurrent(page)) : undefined;
    if (cached) {
      this.setCaching(response.status(200), true);
      sendKeptPage(request, response, cached);
      return true;
    }
    // Asked after the kept pages (one of them is current only while the shell's build is there).
    if (!existsSync(this.shellIndex)) return false;

    // Read before rendering: a change while the page renders makes the kept copy stale at once.
    const catalogVersion = this.catalogVersion.current;
    const [template, page, rendered] = await Promise.all([
      readFile(this.shellIndex, 'utf8'),
      this.pageHeads.forPath(request.path),
      enabled && !BROWSER_ONLY_PATHS.test(request.path) ? this.renderer.render(request.originalUrl) : null,
    ]);
    // A rendered page paints from its HTML, its stylesheets and its main image: preloading the
    // remote's scripts would share a slow connection with them and paint later, and its API
    // answers are in the page already. Without server rendering the page needs them all at once.
    const preloads =
      page.status !== 200
        ? []
        : rendered
          ? (page.head.preloads ?? []).filter((link) => link.as === 'image')
          : [...(await this.remotePreloads.forPath(request.path)), ...(page.head.preloads ?? [])];
    const stylesheets = rendered ? await this.remotePreloads.stylesheetsFor(rendered.remoteModules, publicOrigin) : [];
    const document = injectHead(template, { ...page.head, preloads, stylesheets });

    const body = rendered ? serverRenderedDocument(document, rendered) : document;
    const etag = rendered ? renderedPageEtag(request.app, document, rendered) : undefined;
    const shared = cacheable && rendered !== null && page.status === 200;
    if (shared) {
      this.cache.set(key, {
        document: body,
        etag,
        buildVersions: rendered.buildVersions,
        catalogVersion,
        renderedAt: Date.now(),
      });
    }
    if (!rendered && enabled) this.logger.debug(`${request.path} answered without server rendering`);
    this.send(request, response, page.status, body, shared, etag);
    return true;
  }

  private async isCurrent(page: CachedPage): Promise<boolean> {
    return page.catalogVersion === this.catalogVersion.current && this.renderer.isCurrent(page.buildVersions);
  }

  private setCaching(response: Response, shared: boolean): void {
    const seconds = this.config.serverRendering.pageCacheSeconds;
    response.setHeader(
      'Cache-Control',
      shared ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}` : 'no-cache',
    );
  }

  private send(
    request: Request,
    response: Response,
    status: number,
    body: string,
    shared: boolean,
    etag: string | undefined,
  ): void {
    this.setCaching(response.status(status), shared);
    // With the page's ETag (from what it shows, the same in every process; from the bytes when not
    // rendered), 304 to a matching If-None-Match, compressed as the client asks.
    sendRenderedPage(request, response, body, etag);
  }
}
