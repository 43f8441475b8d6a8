import { nodeEsmProject } from '../../jest.preset.js';

export default nodeEsmProject(import.meta.dirname, {
  // Unit and API specs beside their modules, the harness's own specs (test/) and the chat's
  // evaluation sets (evaluation/).
  testMatch: ['<rootDir>/{src,test,evaluation}/**/*.spec.ts'],
  // Each suite boots its own database (PGlite in memory, or a fresh PostgreSQL database).
  testTimeout: 60_000,
  maxWorkers: 2,
});
