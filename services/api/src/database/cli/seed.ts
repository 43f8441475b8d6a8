import { seedCatalog } from '../seed/catalog-seed.js';
import { migrateOnce } from '../migrate-once.js';
import { withDataSource } from './with-data-source.js';

// npm run db:seed — inserts the catalog rows that are missing; never overwrites an operator's edits.
await withDataSource(async (dataSource) => {
  await migrateOnce(dataSource);
  const result = await seedCatalog(dataSource);
  console.log(
    `Seeded ${result.productsInserted} products, ${result.plansInserted} plans ${result.batchesInserted} first batches of oil and ${result.deliveryZonesInserted} delivery zones.`,
  );
});
