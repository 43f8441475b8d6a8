import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiRoot } from '../../config/paths.js';
import { writeMigrationIndex } from '../migration-index.js';
import { pendingSchemaChanges } from '../schema-drift.js';
import { migrateOnce } from '../migrate-once.js';
import { withDataSource } from './with-data-source.js';

// node services/api/dist/database/cli/generate-migration.js AddSomething
// Writes the SQL that brings a migrated database to the entities into a new migration file, to
// be reviewed, added to migrations/index.ts and committed.
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: generate-migration.js PascalCaseName');
  process.exit(2);
}
const changes = await withDataSource(async (dataSource) => {
  await migrateOnce(dataSource);
  return pendingSchemaChanges(dataSource);
});
if (changes.up.length === 0) {
  console.log('No changes: entities and migrations agree.');
  process.exit(0);
}
const timestamp = Date.now();
const className = `${name}${timestamp}`;
const statement = (sql: string) => `    await queryRunner.query(\`${sql.replace(/`/g, '\\`')}\`);`;
const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${changes.up.map(statement).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${[...changes.down].reverse().map(statement).join('\n')}
  }
}
`;
const file = join(
  apiRoot,
  'src/database/migrations',
  `${timestamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.ts`,
);
await writeFile(file, source);
await writeMigrationIndex(join(apiRoot, 'src/database/migrations'));
console.log(`Wrote ${file} and listed it in migrations/index.ts; review both, then commit.`);
