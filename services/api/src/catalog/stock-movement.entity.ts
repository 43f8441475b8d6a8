import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { StockChangeReason } from '@shop/contracts/admin-products';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { ProductBatch } from './product-batch.entity.js';
import { Product } from './product.entity.js';

/**
 * One change of stock made by hand in the back office, with the count it left: the product page's
 * history. Written in the change's transaction, while the product's row is locked.
 */
@Entity({ name: 'stock_movements' })
@Index('IDX_stock_movements_product', ['productId', 'createdAt', 'id'])
@Check('CHK_stock_movements_reason', `"reason" IN ('damaged', 'count_correction', 'batch_received')`)
@Check('CHK_stock_movements_change', `"change" <> 0`)
@Check('CHK_stock_movements_stock_after', `"stockAfter" >= 0`)
export class StockMovement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: Relation<Product>;

  @Column({ type: 'integer' })
  change: number;

  @Column({ type: 'varchar', length: 20 })
  reason: StockChangeReason;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The batch a "batch_received" movement brought in. */
  @Column({ type: 'integer', nullable: true })
  batchId: number | null;

  @ManyToOne(() => ProductBatch, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'batchId' })
  batch?: Relation<ProductBatch> | null;

  @Column({ type: 'integer' })
  stockAfter: number;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  actorEmail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
