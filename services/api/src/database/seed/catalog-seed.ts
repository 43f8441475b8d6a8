import type { DataSource } from 'typeorm';
import { Product } from '../../catalog/product.entity.js';
import { SubscriptionPlan } from '../../subscriptions/subscription-plan.entity.js';
import { seedPlans, seedProducts } from './catalog-seed-data.js';

export interface SeedResult {
  productsInserted: number;
  plansInserted: number;
}

/**
 * Inserts the shop's catalog: products and subscription plans missing by name. Running it again
 * changes nothing, and it never overwrites a price or stock level an operator has edited.
 */
export async function seedCatalog(dataSource: DataSource): Promise<SeedResult> {
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
    return { productsInserted: products.raw.length, plansInserted: plans.raw.length };
  });
}
