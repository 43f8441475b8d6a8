import type { EntityManager } from 'typeorm';
import { ProductBatch } from './product-batch.entity.js';

/**
 * The freshest batch's pressed-on date ("2026-11-20") of each product that has batches. Read as
 * text in SQL: drivers differ in how they hand back a `date` (a string, or a Date at midnight UTC
 * or local time), and a day must not shift with the server's time zone.
 */
export async function freshestPressedOn(
  manager: EntityManager,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder(ProductBatch, 'batch')
    .select('batch.productId', 'productId')
    .addSelect(`to_char(MAX(batch.pressedOn), 'YYYY-MM-DD')`, 'pressedOn')
    .where('batch.productId IN (:...productIds)', { productIds: [...productIds] })
    .groupBy('batch.productId')
    .getRawMany<{ productId: number; pressedOn: string }>();
  return new Map(rows.map((row) => [Number(row.productId), row.pressedOn]));
}
