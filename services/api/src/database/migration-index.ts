import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The source of migrations/index.ts for the migration files in `folder`, in timestamp order. */
export async function migrationIndexSource(folder: string): Promise<string> {
  const files = (await readdir(folder)).filter((entry) => /^\d+-[a-z0-9-]+\.ts$/.test(entry)).sort();
  const classes = files.map((entry) => {
    const [stamp, ...words] = entry.replace(/\.ts$/, '').split('-');
    const name = `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}${stamp}`;
    return { module: `./${entry.replace(/\.ts$/, '.js')}`, name };
  });
  return [
    ...classes.map(({ module, name }) => `import { ${name} } from '${module}';`),
    '',
    '/** Every committed migration, in order. */',
    'export const migrations = [',
    ...classes.map(({ name }) => `  ${name},`),
    '];',
    '',
  ].join('\n');
}

export async function writeMigrationIndex(folder: string): Promise<void> {
  await writeFile(join(folder, 'index.ts'), await migrationIndexSource(folder));
}
