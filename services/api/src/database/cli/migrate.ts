import { withDataSource } from './with-data-source.js';

// npm run db:migrate
await withDataSource(async (dataSource) => {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
});
