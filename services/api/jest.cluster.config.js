import { nodeEsmProject } from '../../jest.preset.js';

/**
 * The cluster suites (test/cluster/): the built API (dist/main.js) as several processes behind
 * HAProxy, made from deploy/haproxy.cfg by tools/cluster/, on the local PostgreSQL
 * (CLUSTER_POSTGRES_URL) and Redis, and the deployment's restore drill (on TEST_DATABASE_URL's server,
 * the local one by default). `npm run test:cluster`; in CI after the PostgreSQL pass.
 */
export default nodeEsmProject(import.meta.dirname, {
  testMatch: ['<rootDir>/test/cluster/**/*.spec.ts'],
  // Minutes of load, kills and restarts per file.
  testTimeout: 180_000,
  // One file at a time: each runs three API processes and a load on a two-core machine.
  maxWorkers: 1,
});
