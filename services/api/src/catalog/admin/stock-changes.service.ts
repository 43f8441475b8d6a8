import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StockChangeRequest, StockChangeResponse } from '@shop/contracts/admin-products';
import { MAX_DATABASE_INTEGER } from '@shop/contracts/field-limits';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { ProductBatch } from '../product-batch.entity.js';
import { Product } from '../product.entity.js';
import { productNotFound, StockService } from '../stock.service.js';
import { StockMovement } from '../stock-movement.entity.js';
import { toMovementView } from './admin-product-views.js';
import { assertPressedOnWithinWindow } from './pressed-on-window.js';

/**
 * Stock changed by hand: damaged bottles out, a recount, a batch in. The product's row is locked
 * for the whole change, so simultaneous changes queue and each sees the count the last one left;
 * the count, the batch, the movement and the audit row are written together or not at all.
 */
@Injectable()
export class StockChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async change(actor: AuditActor, productId: number, request: StockChangeRequest): Promise<StockChangeResponse> {
    if (request.pressedOn !== undefined) assertPressedOnWithinWindow(request.pressedOn, this.clock.now());
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.stock.lock(manager, [productId]);
      if (!product) throw productNotFound(productId);
      const stockAfter = product.stock + request.change;
      if (stockAfter < 0) {
        const message = `Only ${product.stock} of ${product.name} on hand: stock cannot go below zero`;
        throw new ShopError('STOCK_CHANGE_NOT_ALLOWED', message, { fieldErrors: [{ field: 'change', message }] });
      }
      if (stockAfter > MAX_DATABASE_INTEGER) {
        const message = `Change would leave more than ${MAX_DATABASE_INTEGER} units on hand`;
        throw new ShopError('VALIDATION_FAILED', message, { fieldErrors: [{ field: 'change', message }] });
      }

      const batch =
        request.reason === 'batch_received'
          ? await manager.save(
              manager.create(ProductBatch, {
                productId,
                pressedOn: request.pressedOn!,
                quantity: request.change,
                receivedById: actor.id,
                receivedByEmail: actor.email,
              }),
            )
          : null;
      await manager.update(Product, { id: productId }, { stock: stockAfter });
      const movement = await manager.save(
        manager.create(StockMovement, {
          productId,
          change: request.change,
          reason: request.reason,
          note: request.note || null,
          batchId: batch?.id ?? null,
          stockAfter,
          actorId: actor.id,
          actorEmail: actor.email,
        }),
      );
      await this.audit.record(manager, actor, {
        action: 'product.stock',
        entityType: 'product',
        entityId: productId,
        before: { stock: product.stock },
        after: {
          stock: stockAfter,
          reason: request.reason,
          ...(request.note ? { note: request.note } : {}),
          ...(batch ? { pressedOn: batch.pressedOn } : {}),
        },
      });
      return { stock: stockAfter, movement: toMovementView(movement) };
    });
  }
}
