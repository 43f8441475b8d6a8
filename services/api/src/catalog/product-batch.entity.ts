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
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { Product } from './product.entity.js';

/**
 * A batch received into stock: how many units and the day they were pressed, shown to shoppers as
 * the oil's freshness. Who received it is copied in (id and email) so the row outlives the account.
 */
@Entity({ name: 'product_batches' })
@Index('IDX_product_batches_product', ['productId', 'pressedOn'])
@Check('CHK_product_batches_quantity', `"quantity" > 0`)
export class ProductBatch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: Relation<Product>;

  /** A calendar day ("2026-11-20"): TypeORM reads `date` columns as strings. */
  @Column({ type: 'date' })
  pressedOn: string;

  @Column({ type: 'integer' })
  quantity: number;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'uuid', nullable: true })
  receivedById: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  receivedByEmail: string;
}
