import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BoxOil } from '@shop/contracts/subscriptions';
import { StockService } from '../catalog/stock.service.js';
import { ShopError } from '../common/errors/shop-error.js';

function refused(message: string): ShopError {
  return new ShopError('INVALID_OIL_SELECTION', message, { fieldErrors: [{ field: 'selectedOils', message }] });
}

/** The oils a box may hold: existing oils (not spices), exactly the plan's count, each on the shelf. */
@Injectable()
export class OilSelection {
  constructor(private readonly stock: StockService) {}

  /** The chosen oils, by name, in the shopper's order; a 400 naming selectedOils otherwise. */
  async check(manager: EntityManager, productIds: readonly number[], bottleCount: number): Promise<BoxOil[]> {
    const products = new Map((await this.stock.findMany(manager, productIds)).map((product) => [product.id, product]));
    const oils = productIds.map((id) => {
      const product = products.get(id);
      // A hidden oil is not offered: choosing it is the same as choosing one that does not exist.
      if (!product?.published) throw refused(`Oil ${id} does not exist`);
      if (product.category !== 'oils') throw refused(`${product.name} is not an oil`);
      return { productId: id, name: product.name };
    });
    if (oils.length !== bottleCount) throw refused(`Please select exactly ${bottleCount} oils for your subscription`);
    return oils;
  }

  /** Refuses an oil with no bottle on the shelf (409 naming it), reading stock as this transaction sees it. */
  async assertOnShelf(manager: EntityManager, oils: readonly BoxOil[]): Promise<void> {
    for (const product of await this.stock.findMany(
      manager,
      oils.map((oil) => oil.productId),
    )) {
      this.stock.assertInStock(product, 1);
    }
  }
}
