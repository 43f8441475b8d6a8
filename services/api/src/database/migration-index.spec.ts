import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiRoot } from '../config/paths.js';
import { migrationIndexSource } from './migration-index.js';

describe('migrations/index.ts', () => {
  it('lists every migration file in order, as the generator writes it', async () => {
    const folder = join(apiRoot, 'src/database/migrations');
    expect(await readFile(join(folder, 'index.ts'), 'utf8')).toBe(await migrationIndexSource(folder));
  });
});
