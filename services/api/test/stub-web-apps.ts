import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the front-end builds (WEB_APPS_DIR): a shell whose index.html has the generic
 * title and description the server replaces per page. Remove the folder after the suite.
 */
export function stubWebApps(): string {
  const apps = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(apps, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(apps, 'shell/dist/index.html'),
    '<!doctype html><html lang="en"><head><title>Cumming Organics</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>',
  );
  return apps;
}

/** The parts of a catalog build the server reads: its mf-manifest.json (as Module Federation writes it). */
export function writeCatalogBuild(apps: string, hash: string): void {
  mkdirSync(join(apps, 'catalog/dist'), { recursive: true });
  const exposed = (name: string) => ({
    id: `catalog:${name}`,
    name,
    path: `./${name}`,
    assets: {
      js: { sync: ['608.shared.js', `__federation_expose_${name}.${hash}.js`], async: [] },
      css: { sync: [`__federation_expose_${name}.${hash}.css`], async: [] },
    },
  });
  writeFileSync(
    join(apps, 'catalog/dist/mf-manifest.json'),
    JSON.stringify({
      id: 'catalog',
      name: 'catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: [],
      remotes: [],
      exposes: [exposed('ProductsPage'), exposed('ProductDetailPage')],
    }),
  );
}

/** The stub builds with a catalog remote whose chunk names carry `hash`. */
export function stubWebAppsWithCatalog(hash: string): string {
  const apps = stubWebApps();
  writeCatalogBuild(apps, hash);
  return apps;
}

/** The `<link rel="preload">` tags of a page the server sent. */
export const preloadTags = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
