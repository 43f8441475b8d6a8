/**
 * Runs after the shell's production build: copies public/ (web app manifest, icons) into dist/
 * and writes dist/sw.js with Workbox. Nothing is precached; every route caches at run time.
 *
 * Entries (HTML, /remotes.json, mf-manifest.json, remoteEntry.js) go to the network first, so a
 * new shell is never paired with stale remote entries; content-hashed files never change under
 * their name, so they come from the cache first.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSW } from 'workbox-build';

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');
const buildVersion = process.env.BUILD_VERSION || new Date().toISOString();

/** Bump the suffix when a cache's contents change shape; activate deletes every other name. */
const CACHE_NAMES = {
  entries: 'cumming-organics-entries-v1',
  hashedAssets: 'cumming-organics-hashed-assets-v1',
  productImages: 'cumming-organics-product-images-v1',
  catalogApi: 'cumming-organics-catalog-api-v1',
};

await cp(path.join(appDir, 'public'), distDir, { recursive: true });

const swPath = path.join(distDir, 'sw.js');
const { warnings } = await generateSW({
  swDest: swPath,
  globDirectory: distDir,
  globPatterns: [],
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // The page asks the user first, then posts SKIP_WAITING (src/pwa/service-worker-updates.ts).
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  cacheId: 'cumming-organics',
  runtimeCaching: [
    {
      // Page navigations, but never the API's (/api/login, /api/logout, a verification link): the
      // browser sends those itself, so the server sees a navigation's own Fetch Metadata, and no
      // redirect of theirs is ever cached. (Workbox copies these functions into sw.js as text, so
      // each spells its test out.)
      urlPattern: ({ request, url }) =>
        (request.mode === 'navigate' && url.pathname !== '/api' && !url.pathname.startsWith('/api/')) ||
        url.pathname === '/remotes.json' ||
        url.pathname.endsWith('/mf-manifest.json') ||
        url.pathname.endsWith('/remoteEntry.js'),
      handler: 'NetworkFirst',
      options: { cacheName: CACHE_NAMES.entries, networkTimeoutSeconds: 5 },
    },
    {
      urlPattern: ({ url }) => /^(\/remotes\/[^/]+)?\/[^/]+\.[0-9a-f]{8,}\.(js|css)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.hashedAssets,
        expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/images/products/'),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.productImages,
        expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url }) => /^\/api\/products(\/[^/]+)?$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: CACHE_NAMES.catalogApi, networkTimeoutSeconds: 5, cacheableResponse: { statuses: [200] } },
    },
    {
      urlPattern: ({ request, url }) =>
        request.mode !== 'navigate' && (url.pathname === '/api' || url.pathname.startsWith('/api/')),
      handler: 'NetworkOnly',
    },
  ],
});

// Workbox writes the same bytes for the same options; stamping the build makes every deploy a new
// worker, so open pages learn of it and offer to refresh.
// Workbox only cleans its own precaches, so the worker also drops runtime caches of older versions.
const deleteOldCaches = `
self.addEventListener('activate', (event) => {
  const current = ${JSON.stringify(Object.values(CACHE_NAMES))};
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => name.startsWith('cumming-organics-') && !current.includes(name))
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});
`;
const generated = await readFile(swPath, 'utf8');
await writeFile(swPath, `// Cumming Organics build ${buildVersion}\n${generated}\n${deleteOldCaches}`);

for (const warning of warnings) console.warn(`generate-service-worker: ${warning}`);
console.log(`generate-service-worker: wrote ${path.relative(process.cwd(), path.join(distDir, 'sw.js'))}`);
