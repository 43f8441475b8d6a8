import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS, type SharedSingleton } from '../../libs/ui/src/shared-singletons';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
/** The object form of the plugin's `shared` option: share key -> config. */
type SharedObject = Exclude<NonNullable<FederationOptions['shared']>, readonly unknown[]>;
type SharedConfig = Exclude<SharedObject[string], string>;

/** Reads the version of a package as installed for the app in `appDir`. */
function installedVersionReader(appDir: string): (name: string) => string {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return (name) => versionIn(requireFromApp(`${name}/package.json`), name);
}

function versionIn(manifest: unknown, name: string): string {
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  ) {
    return manifest.version;
  }
  throw new Error(`Cannot read the version of ${name}`);
}

/** The package a share key belongs to: 'react/jsx-runtime' -> 'react', '@shop/ui/router' -> '@shop/ui'. */
function packageOf(shareKey: string): string {
  return shareKey.startsWith('@') ? shareKey.split('/').slice(0, 2).join('/') : (shareKey.split('/')[0] ?? shareKey);
}

/**
 * The version the shell announces for each module it provides to the remotes (share key ->
 * installed version), which the remotes' builds check against their own ranges.
 */
export function sharedModuleVersions(appDir: string): Record<string, string> {
  const installedVersion = installedVersionReader(appDir);
  // @shop/ui exports its modules only, not its package.json; it is versioned with the monorepo.
  const workspaceUiVersion = versionIn(
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../../libs/ui/package.json'), 'utf8')),
    '@shop/ui',
  );
  const versionOf = (packageName: string): string =>
    packageName === '@shop/ui' ? workspaceUiVersion : installedVersion(packageName);
  return Object.fromEntries(
    [...SHARED_SINGLETONS, 'react/jsx-dev-runtime'].map((shareKey) => [shareKey, versionOf(packageOf(shareKey))]),
  );
}

/**
 * A remote's Module Federation configuration of the shared singletons (SHARED_SINGLETONS, the list
 * the server builds use too). Anything that holds React context must exist exactly once at run
 * time, otherwise a remote's hooks would read a different context than the shell provides. The
 * router is shared as @shop/ui/router, the dozen names the shop uses, not react-router whole (see
 * router.ts); the rest of @shop/ui is stateless and bundled by each app, tree-shaken.
 *
 * The shell is not built with the federation plugin: it provides its own, already running copies
 * through the federation runtime, which it loads only once a page needs a remote
 * (apps/shell/src/remotes/federation-host.ts). A remote's own copies stay a fallback for a remote
 * run on its own dev server.
 */
export function sharedDependencies(appDir: string): SharedObject {
  const installedVersion = installedVersionReader(appDir);
  // A caret range, not the exact pin: remotes are deployed on their own, and a patch release of
  // React in one of them must not make the runtime warn or load a second copy.
  const singleton = (name: string): SharedConfig => ({
    singleton: true,
    requiredVersion: `^${installedVersion(name)}`,
  });

  // Each package's own version range; the @shop/ui modules are versioned with the monorepo, so
  // no version check. React's development JSX runtime and react-dom's entry points
  // (react-dom/client) are shared too, in the browser only: the server build uses neither.
  const config = (name: SharedSingleton): SharedConfig =>
    name.startsWith('@shop/ui/') ? { singleton: true, requiredVersion: false } : singleton(packageOf(name));
  return {
    ...Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, config(name)])),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom/': singleton('react-dom'),
  };
}
