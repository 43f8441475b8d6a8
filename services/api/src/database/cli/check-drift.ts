import { pendingSchemaChanges } from '../schema-drift.js';
import { migrateOnce } from '../migrate-once.js';
import { withDataSource } from './with-data-source.js';

// npm run db:check-drift — fails when entities and committed migrations disagree.
const changes = await withDataSource(async (dataSource) => {
  await migrateOnce(dataSource);
  return pendingSchemaChanges(dataSource);
});
if (changes.up.length > 0) {
  console.error('Entities and migrations drifted. Missing migration SQL:\n' + changes.up.join(';\n'));
  process.exitCode = 1;
} else {
  console.log('Entities and migrations agree.');
}
