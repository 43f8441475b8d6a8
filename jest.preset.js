/**
 * Shared Jest settings. TypeScript is compiled by @swc/jest (several times faster than ts-jest).
 * Browser code and libs run as CommonJS in jsdom or node; the API runs as native ESM because
 * NestJS 12 ships ESM only (its test script sets --experimental-vm-modules).
 */
import path from 'node:path';

const workspaceRoot = path.dirname(new URL(import.meta.url).pathname);

/** Workspace libs are tested from source, never from a stale build. */
const libraryMappers = {
  '^@shop/contracts/(.*)$': `${workspaceRoot}/libs/contracts/src/$1`,
  '^@shop/ui/(.*)$': `${workspaceRoot}/libs/ui/src/$1`,
  // Source files import siblings as "./x.js" (Node ESM style); Jest resolves the .ts file.
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

function swcTransform(moduleType) {
  return [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          react: { runtime: 'automatic' },
          legacyDecorator: true,
          decoratorMetadata: true,
        },
      },
      module: { type: moduleType },
    },
  ];
}

/** jsdom plus Node's fetch/Response, so browser tests can stub fetch with real responses. */
const jsdomWithFetch = `${workspaceRoot}/tools/jest/jsdom-with-fetch-environment.cjs`;

/** For libs and browser code: CommonJS output, jsdom or node environment. */
export function browserProject(dir, { environment = 'jsdom', setupFiles = [] } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? jsdomWithFetch : environment,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform('commonjs') },
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp)$': `${workspaceRoot}/tools/jest/file-stub.cjs`,
      ...libraryMappers,
    },
    setupFilesAfterEnv: setupFiles,
  };
}

/** For the API: native ESM (NestJS 12 is ESM-only), node environment. */
export function nodeEsmProject(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
    transform: { '^.+\\.ts$': swcTransform('es6') },
    moduleNameMapper: libraryMappers,
    ...overrides,
  };
}
