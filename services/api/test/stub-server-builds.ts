import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Server builds written by hand, the shape tools/rspack produces (server-manifest.json naming one
 * CommonJS file per module), so the API's server rendering is tested without the front end: the
 * shell's renderer shares a module with the remotes, calls the API as a page does, and renders
 * /products from the catalog's ProductsPage; it counts its renders.
 */
export function writeShellServerBuild(apps: string, version: string): void {
  const dir = join(apps, 'shell/dist/server');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = `render-page.${version}.cjs`;
  writeFileSync(
    join(dir, file),
    `
let renders = 0;
exports.sharedModules = { 'shop-shared': { from: 'shell ${version}' } };
exports.renderPage = async ({ url, loadRemoteModule, onRenderError }) => {
  renders += 1;
  if (url.startsWith('/faq')) throw new Error('the shell cannot render this page');
  const user = await fetch('/api/auth/user');
  const products = await (await fetch('/api/products')).json();
  let catalog = '<p>catalog left to the browser</p>';
  if (url.startsWith('/products')) {
    try {
      catalog = (await loadRemoteModule('catalog', './ProductsPage')).default();
    } catch (error) {
      onRenderError(error);
    }
  }
  return {
    html: '<main>render ' + renders + '; current user ' + user.status + '; ' + products.length + ' products; ' + catalog + '</main>',
    queryState: { queries: [{ queryKey: ['/api/products'], count: products.length }] },
  };
};
`,
  );
  writeFileSync(
    join(dir, 'server-manifest.json'),
    JSON.stringify({ buildVersion: version, modules: { 'render-page': file } }),
  );
}

/** The catalog's server build: its ProductsPage says which build it is and what the shell shared. */
export function writeCatalogServerBuild(apps: string, version: string): void {
  const dir = join(apps, 'catalog/dist/server');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = `ProductsPage.${version}.cjs`;
  writeFileSync(
    join(dir, file),
    `const shared = require('shop-shared');
exports.default = () => '<h1>All Products from catalog ${version} with ' + shared.from + '</h1>';`,
  );
  writeFileSync(
    join(dir, 'server-manifest.json'),
    JSON.stringify({ buildVersion: version, modules: { './ProductsPage': file } }),
  );
}
