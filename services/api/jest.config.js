import { nodeEsmProject } from '../../jest.preset.js';

export default nodeEsmProject(import.meta.dirname, {
  // Unit and API specs beside their modules, the harness's own specs (test/) and the chat's
  // evaluation sets (evaluation/).
  testMatch: ['<rootDir>/{src,test,evaluation}/**/*.spec.ts'],
  // The cluster suites (built API processes behind HAProxy) have their own run: jest.cluster.config.js.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/cluster/'],
  // Each suite boots its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 60_000,
  maxWorkers: 2,
  // Each file's app and embedded database leave tens of megabytes a worker never gets back. Workers
  // that grew past 3 GB made the suite spend twice the CPU (26 against 13 CPU-minutes, the rest the
  // garbage collector's) and 14.7 minutes instead of 7.6; one grown past this is replaced between files.
  workerIdleMemoryLimit: '700MB',
});
