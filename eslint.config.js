import { resolve } from 'node:path';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import shopRules from './tools/eslint/api-module-boundaries.js';

/**
 * The dependency rule of ARCHITECTURE.md, enforced from the Nx project tags in each package.json:
 * apps may import libs; libs never import apps; remotes never import each other or the shell;
 * contracts import nothing of ours; the API never imports libs/ui.
 */
const dependencyRule = [
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
];

/** The NestJS feature modules of the API: each is used by the others only through what it exports. */
const apiFeatureModules = [
  'addresses',
  'audit',
  'auth',
  'cart',
  'catalog',
  'chat',
  'contact',
  'delivery',
  'delivery-runs',
  'health',
  'inbox',
  'mail',
  'metrics',
  'orders',
  'payments',
  'subscriptions',
  'today',
  'web',
];

/**
 * Each project's eslint.config.js re-exports this file, and ESLint reads `files` relative to the
 * config file it loaded: the e2e project's own files are `tests/` and `support/` from there, the
 * API's test harness and chat evaluation sets are `test/` and `evaluation/`.
 */
const projectSources = [
  '**/src/**/*.ts',
  '**/src/**/*.tsx',
  'e2e/**/*.ts',
  'tests/**/*.ts',
  'support/**/*.ts',
  'test/**/*.ts',
  'evaluation/**/*.ts',
  'services/api/test/**/*.ts',
  'services/api/evaluation/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-evaluation/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      'data/**',
      'tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    // Project sources; build and test config files may use the workspace's shared presets.
    files: projectSources,
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints: dependencyRule },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (an unhandled rejection, or a
    // response sent before the work is done); a promise where a boolean or a void callback is
    // expected is always truthy or never awaited. Import cycles make load order decide behaviour.
    files: projectSources,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses each imported file itself to follow its imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'services/api/tsconfig.json', 'e2e/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The rule itself looks only at files under the API's src folder.
    files: projectSources,
    plugins: { shop: shopRules },
    rules: {
      'shop/api-module-boundaries': [
        'error',
        { root: resolve(import.meta.dirname, 'services/api/src'), modules: apiFeatureModules, above: ['database'] },
      ],
    },
  },
  {
    // Paths from the workspace root (basePath), not from the project's config that re-exports
    // this file: without it these globs matched nothing when a project linted itself.
    basePath: import.meta.dirname,
    files: ['apps/**/*.tsx', 'apps/**/*.ts', 'libs/ui/**/*.tsx', 'libs/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import routing from @shop/ui/router: the one router the shell and remotes share.',
          })),
          // Module Federation and the remotes' server builds share a module only under the name it
          // is imported by: a relative import inside the lib would give each app its own copy
          // (its own context, so the shell's provider would not reach it).
          patterns: [
            {
              regex: '^\\./(toast|router)(\\.js)?$',
              message: 'Import a shared @shop/ui module by its package name (@shop/ui/toast, @shop/ui/router).',
            },
          ],
        },
      ],
    },
  },
  {
    basePath: import.meta.dirname,
    files: ['libs/ui/src/router.ts', 'libs/ui/src/static-router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
