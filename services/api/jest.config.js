import { nodeEsmProject } from '../../jest.preset.js';

export default nodeEsmProject(import.meta.dirname, {
  // Each suite boots its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 60_000,
  maxWorkers: 2,
});
