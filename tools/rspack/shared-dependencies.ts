import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
/** The object form of the plugin's `shared` option: share key -> config. */
type SharedObject = Exclude<NonNullable<FederationOptions['shared']>, readonly unknown[]>;
type SharedConfig = Exclude<SharedObject[string], string>;

/**
 * The shared singletons of every app, declared once. Anything that holds React context must exist
 * exactly once at run time (one React, one router, one QueryClient, one toast context),
 * otherwise a remote's hooks would read a different context than the shell provides.
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

  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react/jsx-dev-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The @shop/ui modules that hold run-time state: the toast context, the router (so
    // react-router itself is not shared whole, see router.ts), and use-hydrated (whether a part
    // of the page hydrates later, set by the shell around a remote's home section). The rest of the lib is stateless
    // components and functions that each app bundles, tree-shaken: sharing them would cost the
    // page one request per module. The lib is versioned with the monorepo, so no version check.
    '@shop/ui/toast': { singleton: true, eager, requiredVersion: false },
    '@shop/ui/router': { singleton: true, eager, requiredVersion: false },
    '@shop/ui/use-hydrated': { singleton: true, eager, requiredVersion: false },
  };
}
