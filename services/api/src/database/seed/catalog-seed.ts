import { seedDeliverySchedule } from './delivery-schedule-seed.js';
import type { DataSource } from 'typeorm';
import { Product } from '../../catalog/product.entity.js';
import { SubscriptionPlan } from '../../subscriptions/subscription-plan.entity.js';
import { seedPlans, seedProducts } from './catalog-seed-data.js';
import { seedFirstBatches } from './first-batches.js';

export interface SeedResult {
  productsInserted: number;
  plansInserted: number;
  batchesInserted: number;
  deliveryZonesInserted: number;
}

/**
 * Inserts the shop's catalog: products and subscription plans missing by name, and a first batch
 * for each oil that has none. Running it again changes nothing, and it never overwrites a price,
 * stock level or batch an operator has recorded.
 */
export async function seedCatalog(dataSource: DataSource, now: Date = new Date()): Promise<SeedResult> {
  return dataSource.transaction(async (manager) => {
    const products = await manager
      .createQueryBuilder()
      .insert()
      .into(Product)
      .values(seedProducts.map((product) => ({ ...product, keyBenefits: [...product.keyBenefits] })))
      .orIgnore()
      .returning(['id'])
      .execute();
    const plans = await manager
      .createQueryBuilder()
      .insert()
      .into(SubscriptionPlan)
      .values(seedPlans.map((plan) => ({ ...plan, features: [...plan.features] })))
      .orIgnore()
      .returning(['id'])
      .execute();
    const batchesInserted = await seedFirstBatches(manager, now);
    const deliveryZonesInserted = await seedDeliverySchedule(manager, now);
    return {
      productsInserted: products.raw.length,
      plansInserted: plans.raw.length,
      batchesInserted,
      deliveryZonesInserted,
    };
  });
}
