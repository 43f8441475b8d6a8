import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type Module, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APP_PORTS, type AppName } from './app-ports';
import { devRemotesManifestMiddleware } from './dev-remotes-manifest';
import { htmlTemplate } from './html-template';
import { createServerConfig } from './server-config';
import { sharedDependencies, sharedModuleVersions } from './shared-dependencies';
import { StartAfterFirstPaintPlugin } from './start-after-first-paint';

export interface AppConfigOptions {
  /** The app's folder (pass `import.meta.dirname` from its rspack.config.ts). */
  appDir: string;
  /** Module Federation container name; also the dev port key. */
  name: AppName;
  /** Title and meta description of the app's index.html. */
  title: string;
  description: string;
  /** Modules a remote exposes, e.g. { './ProductsPage': './src/exposed/products-page.tsx' }. */
  exposes?: Record<string, string>;
  /** The shell answers /remotes.json in development. */
  servesDevRemotesManifest?: boolean;
  /**
   * Folders of the app's own code that several lazily loaded pages use, each made one chunk of its
   * own (name → folder under the app, e.g. { 'list-kit': 'src/list-kit' }): below rspack's 20 kB
   * split threshold, each page's chunk would otherwise carry its own copy.
   */
  sharedChunks?: Record<string, string>;
}

interface CliArguments {
  mode?: string;
}

/**
 * react-router's package exports point every bundler at its development build (extra checks and
 * warnings, larger); production bundles take the production build it ships beside it.
 */
function reactRouterProductionBuild(appDir: string): Record<string, string> {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const packageDir = path.dirname(requireFromApp.resolve('react-router/package.json'));
  return { 'react-router$': path.join(packageDir, 'dist/production/index.mjs') };
}

type FederationExperiments = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments']>;

/**
 * The shell provides the federation runtime to the remotes (apps/shell/src/remotes/federation-host.ts),
 * so a deployed remote's entry does not carry a copy of its own (about 18 KB gzip less per remote
 * on every page). The shell and the remotes are built from one lockfile, so they agree on the
 * runtime's version; a remote built against a different major of @module-federation/enhanced must
 * be deployed with a shell built against the same one.
 */
function federationExperiments(deployedRemote: boolean): FederationExperiments {
  // Browser builds: leave the runtime's Node.js code paths out.
  const optimization = { target: 'web' } as const;
  // A remote on its own dev server is its own host and keeps its runtime.
  return deployedRemote ? { externalRuntime: true, optimization } : { optimization };
}

/** One async chunk for each of the app's shared folders (AppConfigOptions.sharedChunks). */
function sharedChunkGroups(appDir: string, sharedChunks: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(sharedChunks).map(([name, folder]) => [
      name,
      {
        test: (module: Module) => module.nameForCondition()?.startsWith(path.join(appDir, folder) + path.sep) ?? false,
        name,
        chunks: 'async' as const,
        minSize: 0,
        enforce: true,
      },
    ]),
  );
}

/**
 * The remotes are built with the federation plugin. The shell is not: the plugin would put the
 * federation runtime (about 30 KB gzip) into the shell's first script, where the home page, whose
 * remotes all sit below the fold, would run it before anything of its own. The shell instead
 * starts the runtime when a page first needs a remote (apps/shell/src/remotes/federation-host.ts)
 * and announces its shared modules' versions, which this build writes in.
 */
function federationPlugins(options: AppConfigOptions, deployedRemote: boolean) {
  if (!options.exposes) {
    return [
      new rspack.DefinePlugin({ __SHARED_MODULE_VERSIONS__: JSON.stringify(sharedModuleVersions(options.appDir)) }),
    ];
  }
  return [
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      shared: sharedDependencies(options.appDir),
      // Keep what is already loaded (the shell's React, router, QueryClient): a remote never
      // swaps them.
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: federationExperiments(deployedRemote),
    }),
  ];
}

function swcRule(test: RegExp, tsx: boolean, development: boolean): RuleSetRule {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
    type: 'javascript/auto',
  };
}

/** Each exposed module becomes an entry of the server build, named after it ('./ProductsPage' -> ProductsPage). */
function serverEntries(options: AppConfigOptions): Record<string, readonly [string, string]> {
  if (!options.exposes) return { 'render-page': ['render-page', './src/server/render-page.tsx'] };
  return Object.fromEntries(
    Object.entries(options.exposes).map(([moduleName, source]) => [
      moduleName.replace(/^\.\//, ''),
      [moduleName, source],
    ]),
  );
}

/**
 * The one rspack configuration of every front-end app: the shell host and the four remotes differ
 * only in name, port, page texts and what they expose. Builds work under any base path
 * (publicPath 'auto'), because production serves the remotes below /remotes/<name>/.
 */
export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: CliArguments = {}): Configuration | Configuration[] => {
    const development = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const buildVersion = process.env.BUILD_VERSION || new Date().toISOString();
    const apiOrigin = process.env.API_ORIGIN || 'http://localhost:3000';
    const hashed = development ? '[name].js' : '[name].[contenthash].js';
    const hashedCss = development ? '[name].css' : '[name].[contenthash].css';
    // A remote's production build is only its federated entry; it runs on its own from its dev
    // server (see the README), where it also brings its own federation runtime.
    const deployedRemote = Boolean(options.exposes) && !development;

    const resolve: NonNullable<Configuration['resolve']> = {
      // Workspace libs are compiled from source (their package.json "source" condition).
      conditionNames: ['source', '...'],
      extensions: ['.tsx', '.ts', '.js'],
      // Sources import siblings as "./x.js" (Node ESM style) and mean the .ts file.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: development ? {} : reactRouterProductionBuild(options.appDir),
    };
    const scriptRules = [swcRule(/\.ts$/, false, development), swcRule(/\.tsx$/, true, development)];

    const browser: Configuration = {
      name: options.name,
      mode: development ? 'development' : 'production',
      context: options.appDir,
      entry: deployedRemote ? {} : { main: './src/index.ts' },
      devtool: development ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        publicPath: 'auto',
        // The server build (dist/server/) is written by its own compiler beside this one.
        clean: { keep: /(^|[\\/])server[\\/]/ },
        uniqueName: options.name,
        filename: hashed,
        chunkFilename: hashed,
        cssFilename: hashedCss,
        cssChunkFilename: hashedCss,
      },
      resolve,
      module: { rules: [...scriptRules, { test: /\.css$/, type: 'css/auto' }] },
      plugins: [
        new rspack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(buildVersion) }),
        ...(deployedRemote
          ? []
          : [
              new rspack.HtmlRspackPlugin({
                templateContent: htmlTemplate(options),
                chunks: ['main'],
                // Absolute, so deep links such as /product/3 still find the scripts.
                publicPath: '/',
              }),
              // Only the shell's pages are rendered on the server; a remote's own page is not.
              ...(options.exposes ? [] : [new StartAfterFirstPaintPlugin()]),
            ]),
        ...federationPlugins(options, deployedRemote),
      ],
      // rspack serve compiles each dynamic import when first asked for; with hot: false that
      // compile reloads the page (a first toast or API error would vanish). Compile it all up front.
      lazyCompilation: false,
      devServer: {
        port: APP_PORTS[options.name],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell on another port loads remote manifests, entries and chunks from here.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/images'], target: apiOrigin }],
        ...(options.servesDevRemotesManifest
          ? {
              setupMiddlewares: (middlewares) => [
                { name: 'remotes-manifest', path: '/remotes.json', middleware: devRemotesManifestMiddleware },
                ...middlewares,
              ],
            }
          : {}),
      },
      performance: { hints: false },
      ...(options.sharedChunks
        ? { optimization: { splitChunks: { cacheGroups: sharedChunkGroups(options.appDir, options.sharedChunks) } } }
        : {}),
    };
    // Development serves every app from its own dev server and renders in the browser only.
    if (development) return browser;
    const server = createServerConfig({
      name: options.name,
      appDir: options.appDir,
      buildVersion,
      entries: serverEntries(options),
      sharesFromShell: Boolean(options.exposes),
      resolve,
      scriptRules,
    });
    return [browser, server];
  };
}
