import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS, type SharedSingleton } from '../../libs/ui/src/shared-singletons';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
/** The object form of the plugin's `shared` option: share key -> config. */
type SharedObject = Exclude<NonNullable<FederationOptions['shared']>, readonly unknown[]>;
type SharedConfig = Exclude<SharedObject[string], string>;

/**
 * Module Federation's configuration of the shared singletons (SHARED_SINGLETONS, the list the
 * server builds use too). Anything that holds React context must exist exactly once at run time,
 * otherwise a remote's hooks would read a different context than the shell provides. The router
 * is shared as @shop/ui/router, the dozen names the shop uses, not react-router whole (see
 * router.ts); the rest of @shop/ui is stateless and bundled by each app, tree-shaken.
 *
 * The shell (`eager`) bundles them into its one entry script and provides them from there: it needs
 * them all for its first render anyway, and a separate chunk per shared module would be a second
 * round of requests before anything shows. Remotes load them lazily, and get the shell's.
 */
export function sharedDependencies(appDir: string, eager = false): SharedObject {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const installedVersion = (name: string): string => {
    const manifest: unknown = requireFromApp(`${name}/package.json`);
    if (
      typeof manifest === 'object' &&
      manifest !== null &&
      'version' in manifest &&
      typeof manifest.version === 'string'
    ) {
      return manifest.version;
    }
    throw new Error(`Cannot read the version of ${name}`);
  };
  // A caret range, not the exact pin: remotes are deployed on their own, and a patch release of
  // React in one of them must not make the runtime warn or load a second copy.
  const singleton = (name: string): SharedConfig => ({
    singleton: true,
    eager,
    requiredVersion: `^${installedVersion(name)}`,
  });

  // Each package's own version range; the @shop/ui modules are versioned with the monorepo, so
  // no version check. React's development JSX runtime and react-dom's entry points
  // (react-dom/client) are shared too, in the browser only: the server build uses neither.
  const config = (name: SharedSingleton): SharedConfig =>
    name.startsWith('@shop/ui/')
      ? { singleton: true, eager, requiredVersion: false }
      : singleton(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name));
  return {
    ...Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, config(name)])),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom/': singleton('react-dom'),
  };
}
