import { browserProject } from '../../jest.preset.js';

export default browserProject(import.meta.dirname, { setupFiles: ['<rootDir>/src/test-setup.ts'] });
