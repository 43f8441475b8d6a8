import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', 'data/**', 'tmp/**', '**/test-results/**', '**/playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    // Project sources; build and test config files may use the workspace's shared presets.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', 'e2e/**/*.ts'],
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
        },
      ],
    },
  },
  {
    files: ['libs/ui/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
