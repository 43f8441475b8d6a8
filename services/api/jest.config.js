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
  // Each file's app and embedded database leave tens of megabytes a worker never gets back; past
  // 3 GB, collecting garbage took half the suite's CPU and paused a worker for over a second. A
  // worker that has grown past this is replaced between files (measured: 14.7 -> 7.6 minutes).
  workerIdleMemoryLimit: '700MB',
});
