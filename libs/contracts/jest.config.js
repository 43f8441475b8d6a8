import { browserProject } from '../../jest.preset.js';

export default browserProject(import.meta.dirname, { environment: 'node' });
