import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CartItem as CartItemResponse } from '@shop/contracts/cart';
import { CART_QUANTITY_MAX, FREE_SHIPPING_THRESHOLD_CENTS } from '@shop/contracts/constants';
import { fromCents } from '@shop/contracts/money';
import type { CartSummary } from '@shop/contracts/orders';
import type { Product } from '../catalog/product.entity.js';
import { toProductResponse } from '../catalog/products.service.js';
import { StockService } from '../catalog/stock.service.js';
import { ShopError } from '../common/errors/shop-error.js';
import { takeTurns } from '../common/database/advisory-lock.js';
import { priceLines } from '../pricing/price-lines.js';
import { CartItem } from './cart-item.entity.js';

/** A cart line as checkout takes it. */
export interface CartLine {
  productId: number;
  quantity: number;
}

export interface CheckoutLine extends CartLine {
  name: string;
}

function toCartItemResponse(item: CartItem): CartItemResponse {
  return { id: item.id, productId: item.productId, quantity: item.quantity, product: toProductResponse(item.product) };
}

/** One shopper's cart. Every method takes the owner's id: another shopper's line is "not found". */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
  ) {}

  /** The amounts every cart and checkout screen shows, from database prices. */
  async summary(userId: string): Promise<CartSummary> {
    const items = await this.list(userId);
    const amounts = priceLines(items.map((item) => ({ unitPrice: item.product.price, quantity: item.quantity })));
    return {
      itemCount: items.reduce((count, item) => count + item.quantity, 0),
      subtotal: fromCents(amounts.subtotalCents),
      tax: fromCents(amounts.taxCents),
      shipping: fromCents(amounts.shippingCents),
      total: fromCents(amounts.totalCents),
      freeShippingThreshold: fromCents(FREE_SHIPPING_THRESHOLD_CENTS),
    };
  }

  async list(userId: string): Promise<CartItemResponse[]> {
    // A hidden product's line stays in the table (it comes back if the product is published again)
    // but the shopper neither sees it nor pays for it.
    const items = await this.dataSource.getRepository(CartItem).find({
      where: { userId, product: { published: true } },
      relations: { product: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return items.map(toCartItemResponse);
  }

  /**
   * Adds a product; when it is already in the cart, its quantity goes up instead. Two quick clicks
   * (even the first two, before any line exists to lock) add up: adds of one shopper take turns.
   */
  async add(userId: string, productId: number, quantity: number): Promise<CartItemResponse> {
    return this.dataSource.transaction(async (manager) => {
      await takeTurns(manager, `cart:${userId}`);
      const product = await this.stock.findForSale(manager, productId);
      const existing = await manager.findOneBy(CartItem, { userId, productId });
      const total = (existing?.quantity ?? 0) + quantity;
      this.assertAvailable(product, total);
      if (existing) {
        existing.quantity = total;
        await manager.save(existing);
        return this.reload(manager, existing.id);
      }
      const created = await manager.save(manager.create(CartItem, { userId, productId, quantity }));
      return this.reload(manager, created.id);
    });
  }

  async setQuantity(userId: string, itemId: number, quantity: number): Promise<CartItemResponse> {
    return this.dataSource.transaction(async (manager) => {
      const item = await manager.findOne(CartItem, { where: { id: itemId, userId }, relations: { product: true } });
      if (!item?.product.published) throw this.itemNotFound(itemId);
      this.assertAvailable(item.product, quantity);
      item.quantity = quantity;
      await manager.save(item);
      return this.reload(manager, item.id);
    });
  }

  async remove(userId: string, itemId: number): Promise<void> {
    const result = await this.dataSource.getRepository(CartItem).delete({ id: itemId, userId });
    if (!result.affected) throw this.itemNotFound(itemId);
  }

  /**
   * Empties the cart for checkout and returns its lines in product order, with each product's
   * name as it reads now (for the checkout's refusals; the order takes name and price from the
   * product rows it locks), in one statement. A hidden product's line goes too, unordered, as
   * every line does once the cart became an order; a refused checkout rolls back, lines and all.
   */
  async takeForCheckout(manager: EntityManager, userId: string): Promise<CheckoutLine[]> {
    return manager.query(
      `WITH taken AS (DELETE FROM cart_items WHERE "userId" = $1 RETURNING "productId", quantity)
       SELECT taken."productId", taken.quantity, product.name
         FROM taken JOIN products product ON product.id = taken."productId"
        WHERE product.published
        ORDER BY taken."productId"`,
      [userId],
    );
  }

  /**
   * Puts an unpaid order's lines back into the shopper's cart. A product added again meanwhile
   * keeps one line, with both quantities (up to the per-line maximum).
   */
  async restore(manager: EntityManager, userId: string, lines: readonly CartLine[]): Promise<void> {
    for (const { productId, quantity } of lines) {
      await manager.query(
        `INSERT INTO cart_items ("userId", "productId", quantity) VALUES ($1, $2, $3)
         ON CONFLICT ("userId", "productId")
         DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, $4), "updatedAt" = now()`,
        [userId, productId, Math.min(quantity, CART_QUANTITY_MAX), CART_QUANTITY_MAX],
      );
    }
  }

  private assertAvailable(product: Product, quantity: number): void {
    this.stock.assertInStock(product, quantity);
    if (quantity > CART_QUANTITY_MAX) {
      throw new ShopError(
        'QUANTITY_LIMIT',
        `At most ${CART_QUANTITY_MAX} of one product per order; for more, send us a business inquiry`,
      );
    }
  }

  private async reload(manager: EntityManager, id: number): Promise<CartItemResponse> {
    return toCartItemResponse(await manager.findOneOrFail(CartItem, { where: { id }, relations: { product: true } }));
  }

  private itemNotFound(itemId: number): ShopError {
    return new ShopError('CART_ITEM_NOT_FOUND', `Cart item ${itemId} does not exist`);
  }
}
