import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { ShopError } from '../common/errors/shop-error.js';
import { Product } from './product.entity.js';

/** How many of a product an order takes. */
export interface StockLine {
  productId: number;
  quantity: number;
}

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

  /**
   * Takes each line's quantity in one statement, and returns the products as they are once taken
   * (name and price as locked). The rows are locked in id order first (as lock() does: checkouts
   * of the same products queue instead of deadlocking), and a row is taken only while it has
   * enough, so stock never goes below zero; when one has not, OUT_OF_STOCK names the first such
   * product and the caller's transaction must end (the others were taken).
   */
  async lockAndTake(manager: EntityManager, lines: readonly StockLine[]): Promise<Product[]> {
    const parameters: Record<string, number> = {};
    const cases: string[] = [];
    const enough: string[] = [];
    lines.forEach(({ productId, quantity }, index) => {
      parameters[`id${index}`] = productId;
      parameters[`quantity${index}`] = quantity;
      cases.push(`WHEN :id${index} THEN CAST(:quantity${index} AS integer)`);
      enough.push(`("id" = :id${index} AND "stock" >= :quantity${index})`);
    });
    const ids = lines.map((line) => line.productId);
    const locked = manager
      .createQueryBuilder(Product, 'locked')
      .select('locked.id')
      .where({ id: In(ids) })
      .orderBy('locked.id', 'ASC')
      .setLock('pessimistic_write');
    // Through the query builder, not manager.query: CatalogChangeSubscriber hears of the update.
    const result = await manager
      .createQueryBuilder()
      .addCommonTableExpression(locked, 'locked', { materialized: true })
      .update(Product)
      .set({ stock: () => `"stock" - CASE "id" ${cases.join(' ')} END` })
      .where(`"id" IN (SELECT "locked_id" FROM "locked")`)
      .andWhere(`(${enough.join(' OR ')})`)
      .setParameters(parameters)
      .returning(['id', 'name', 'price', 'stock'])
      .execute();
    const taken = result.raw as Pick<Product, 'id' | 'name' | 'price' | 'stock'>[];
    const short = lines.find((line) => !taken.some((product) => product.id === line.productId));
    if (short) {
      this.assertInStock(await this.find(manager, short.productId), short.quantity);
      throw new Error(`Product ${short.productId} has enough stock but was not taken`);
    }
    return taken.map((product) => manager.create(Product, product));
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
