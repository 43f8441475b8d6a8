import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CartItem as CartItemResponse } from '@shop/contracts/cart';
import { CART_QUANTITY_MAX, FREE_SHIPPING_THRESHOLD_CENTS } from '@shop/contracts/constants';
import { fromCents } from '@shop/contracts/money';
import type { CartSummary } from '@shop/contracts/orders';
import type { Product } from '../catalog/product.entity.js';
import { toProductResponse } from '../catalog/products.service.js';
import { StockService } from '../catalog/stock.service.js';
import { priceLines } from '../pricing/price-lines.js';
import { CartItem } from './cart-item.entity.js';

/** A cart line as checkout takes it. */
export interface CartLine {
  productId: number;
  quantity: number;
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
    const items = await this.dataSource.getRepository(CartItem).find({
      where: { userId },
      relations: { product: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return items.map(toCartItemResponse);
  }

  /** Adds a product; when it is already in the cart, its quantity goes up instead. */
  async add(userId: string, productId: number, quantity: number): Promise<CartItemResponse> {
    return this.dataSource.transaction(async (manager) => {
      // Locks the shopper's line (if any) so two quick clicks add up instead of racing.
      const product = await this.stock.find(manager, productId);
      const existing = await manager.findOne(CartItem, {
        where: { userId, productId },
        lock: { mode: 'pessimistic_write' },
      });
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
      if (!item) throw this.itemNotFound(itemId);
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

  /** The shopper's lines in product order, read in the checkout's transaction. */
  async linesForCheckout(manager: EntityManager, userId: string): Promise<CartLine[]> {
    const items = await manager.find(CartItem, { where: { userId }, order: { productId: 'ASC' } });
    return items.map(({ productId, quantity }) => ({ productId, quantity }));
  }

  /** Empties the cart once its lines became an order. */
  async empty(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(CartItem, { userId });
  }

  /** Puts lines back into an emptied cart (an order that could not be paid for). */
  async restore(manager: EntityManager, userId: string, lines: readonly CartLine[]): Promise<void> {
    await manager.save(
      lines.map(({ productId, quantity }) => manager.create(CartItem, { userId, productId, quantity })),
    );
  }

  private assertAvailable(product: Product, quantity: number): void {
    if (product.stock === 0) {
      throw new ConflictException({ message: `${product.name} is out of stock`, code: 'OUT_OF_STOCK' });
    }
    if (quantity > product.stock) {
      throw new ConflictException({
        message: `Only ${product.stock} of ${product.name} left in stock`,
        code: 'NOT_ENOUGH_STOCK',
      });
    }
    if (quantity > CART_QUANTITY_MAX) {
      throw new ConflictException({
        message: `At most ${CART_QUANTITY_MAX} of one product per order; for more, send us a business inquiry`,
        code: 'QUANTITY_LIMIT',
      });
    }
  }

  private async reload(manager: EntityManager, id: number): Promise<CartItemResponse> {
    return toCartItemResponse(await manager.findOneOrFail(CartItem, { where: { id }, relations: { product: true } }));
  }

  private itemNotFound(itemId: number): NotFoundException {
    return new NotFoundException({ message: `Cart item ${itemId} does not exist`, code: 'CART_ITEM_NOT_FOUND' });
  }
}
