import type { EntityManager } from 'typeorm';
import { ProductBatch } from '../../catalog/product-batch.entity.js';
import { Product } from '../../catalog/product.entity.js';
import { shopDate, startOfShopDay } from '../../common/shop-calendar.js';

/** How many days before seeding the first batch was pressed: fresh, and never a day in the future. */
export const FIRST_BATCH_AGE_DAYS = 3;
/** A sold-out oil's first batch still records a pressing: this many bottles, all sold. */
const SOLD_OUT_BATCH_QUANTITY = 12;
/** Who "received" a seeded batch, as the back office shows it. */
export const SEED_RECEIVER = 'catalog seed';

/** The seeded batches' pressed-on day: FIRST_BATCH_AGE_DAYS before today in the shop's calendar. */
export function firstBatchPressedOn(now: Date): string {
  return shopDate(startOfShopDay(shopDate(now), -FIRST_BATCH_AGE_DAYS));
}

/**
 * Records a first batch for every oil that has none, pressed a few days before today in the
 * shop's calendar, so a new shop shows the freshness it is built around from its first page.
 * An oil with any batch (one staff recorded, or an earlier seed's) is left as it is.
 */
export async function seedFirstBatches(manager: EntityManager, now: Date): Promise<number> {
  const pressedOn = firstBatchPressedOn(now);
  const oilsWithoutBatch = await manager
    .createQueryBuilder(Product, 'product')
    .where('product.category = :category', { category: 'oils' })
    .andWhere((query) => {
      const batches = query.subQuery().select('1').from(ProductBatch, 'batch').where('batch.productId = product.id');
      return `NOT EXISTS ${batches.getQuery()}`;
    })
    .orderBy('product.id')
    .getMany();
  if (oilsWithoutBatch.length === 0) return 0;
  await manager.insert(
    ProductBatch,
    oilsWithoutBatch.map((oil) => ({
      productId: oil.id,
      pressedOn,
      quantity: oil.stock > 0 ? oil.stock : SOLD_OUT_BATCH_QUANTITY,
      receivedById: null,
      receivedByEmail: SEED_RECEIVER,
    })),
  );
  return oilsWithoutBatch.length;
}
