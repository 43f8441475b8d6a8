import type {
  AdminProduct,
  ProductBatch as BatchView,
  StockMovement as MovementView,
} from '@shop/contracts/admin-products';
import type { ProductBatch } from '../product-batch.entity.js';
import type { Product } from '../product.entity.js';
import type { StockMovement } from '../stock-movement.entity.js';

export function toAdminProduct(product: Product, pressedOn: string | null): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl,
    category: product.category,
    keyBenefits: product.keyBenefits,
    stock: product.stock,
    published: product.published,
    pressedOn,
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toMovementView(movement: StockMovement): MovementView {
  return {
    id: movement.id,
    change: movement.change,
    reason: movement.reason,
    note: movement.note,
    batchId: movement.batchId,
    stockAfter: movement.stockAfter,
    actor: { id: movement.actorId, email: movement.actorEmail },
    createdAt: movement.createdAt.toISOString(),
  };
}

export function toBatchView(batch: ProductBatch): BatchView {
  return {
    id: batch.id,
    pressedOn: batch.pressedOn,
    quantity: batch.quantity,
    receivedAt: batch.receivedAt.toISOString(),
    receivedBy: { id: batch.receivedById, email: batch.receivedByEmail },
  };
}
