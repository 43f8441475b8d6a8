import { migrateOnce } from '../migrate-once.js';
import { withDataSource } from './with-data-source.js';

// npm run db:migrate — once before a rolling restart; safe to start from several places at once
// (the migrations lock makes the others wait and find nothing left to do).
await withDataSource(async (dataSource) => {
  const applied = await migrateOnce(dataSource);
  console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
});
