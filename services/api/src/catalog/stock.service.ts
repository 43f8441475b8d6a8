import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { ShopError } from '../common/errors/shop-error.js';
import { Product } from './product.entity.js';

/**
 * The catalog's stock, for the cart and orders modules. Each method runs in the caller's
 * transaction (its EntityManager), so a checkout takes stock and writes its order atomically.
 */
@Injectable()
export class StockService {
  /** The product as this transaction sees it; 404 when there is none. */
  async find(manager: EntityManager, productId: number): Promise<Product> {
    const product = await manager.findOneBy(Product, { id: productId });
    if (!product) throw productNotFound(productId);
    return product;
  }

  /** A product shoppers may buy: 404 when there is none or it is hidden. */
  async findForSale(manager: EntityManager, productId: number): Promise<Product> {
    const product = await manager.findOneBy(Product, { id: productId, published: true });
    if (!product) throw productNotFound(productId);
    return product;
  }

  /** The products with these ids that exist (any order). */
  findMany(manager: EntityManager, productIds: readonly number[]): Promise<Product[]> {
    return productIds.length === 0 ? Promise.resolve([]) : manager.findBy(Product, { id: In([...productIds]) });
  }

  /**
   * Locks the products' rows until the transaction ends, in id order, so concurrent checkouts of
   * the same products queue instead of deadlocking.
   */
  lock(manager: EntityManager, productIds: readonly number[]): Promise<Product[]> {
    return manager
      .createQueryBuilder(Product, 'product')
      .setLock('pessimistic_write')
      .where({ id: In([...productIds]) })
      .orderBy('product.id', 'ASC')
      .getMany();
  }

  /** Refuses more than is on hand: the one answer of the cart and checkout (OUT_OF_STOCK). */
  assertInStock(product: Pick<Product, 'name' | 'stock'>, quantity: number): void {
    if (quantity <= product.stock) return;
    throw new ShopError(
      'OUT_OF_STOCK',
      product.stock === 0
        ? `${product.name} is out of stock`
        : `Only ${product.stock} of ${product.name} left in stock`,
    );
  }

  /** A CHECK constraint keeps stock at zero or more, should a caller skip its own check. */
  async take(manager: EntityManager, productId: number, quantity: number): Promise<void> {
    await manager.decrement(Product, { id: productId }, 'stock', quantity);
  }

  async putBack(manager: EntityManager, productId: number, quantity: number): Promise<void> {
    await manager.increment(Product, { id: productId }, 'stock', quantity);
  }
}

export function productNotFound(productId: number): ShopError {
  return new ShopError('PRODUCT_NOT_FOUND', `Product ${productId} does not exist`);
}
