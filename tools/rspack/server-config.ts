import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { SHARED_SINGLETONS } from '../../libs/ui/src/shared-singletons';
import { ServerModulesManifestPlugin } from './server-modules-manifest-plugin';

export interface ServerConfigOptions {
  name: string;
  appDir: string;
  buildVersion: string;
  /** Entry name -> [the name the server asks for, the source file]. */
  entries: Readonly<Record<string, readonly [moduleName: string, source: string]>>;
  /** Remotes take the shared modules from the shell; the shell bundles them. */
  sharesFromShell: boolean;
  resolve: NonNullable<Configuration['resolve']>;
  scriptRules: readonly RuleSetRule[];
}

/**
 * A server build, beside the browser build in dist/server/: one CommonJS file per entry (no
 * chunks to fetch while a page renders), unminified (nobody downloads it), styles left out (the
 * browser build's stylesheets style the server's HTML). The API finds it through the same remote
 * configuration as the browser, reads server-manifest.json and runs the page's file.
 */
export function createServerConfig(options: ServerConfigOptions): Configuration {
  const entryNames = Object.keys(options.entries);
  return {
    name: `${options.name}-server`,
    mode: 'production',
    target: 'node',
    context: options.appDir,
    entry: Object.fromEntries(Object.entries(options.entries).map(([entry, [, source]]) => [entry, source])),
    devtool: false,
    output: {
      path: path.join(options.appDir, 'dist', 'server'),
      filename: '[name].[contenthash].cjs',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    externalsType: 'commonjs',
    // A remote takes the shared singletons from the shell's renderer (its `sharedModules`).
    externals: options.sharesFromShell ? [...SHARED_SINGLETONS] : [],
    externalsPresets: { node: true },
    resolve: options.resolve,
    module: { rules: [...options.scriptRules, { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(options.buildVersion) }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: entryNames.length }),
      new ServerModulesManifestPlugin(
        options.buildVersion,
        Object.fromEntries(Object.entries(options.entries).map(([entry, [moduleName]]) => [entry, moduleName])),
      ),
    ],
    performance: { hints: false },
  };
}
