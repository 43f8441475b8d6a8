import {
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
import { moneyColumn } from '../common/database/money-column.js';
import { Order } from './order.entity.js';

/**
 * A refund of a card order as Stripe made it: from the back office (createdBy, idempotencyKey set)
 * or mirrored from a charge.refunded webhook (refunds made in Stripe's dashboard: both null).
 */
@Entity({ name: 'order_refunds' })
/** The owner's retried request (same Idempotency-Key) finds the refund it already made. */
@Index('UQ_order_refunds_order_idempotency_key', ['orderId', 'idempotencyKey'], { unique: true })
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id: number;

  /** Found by the unique index above (orderId leads it). */
  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order>;

  /** Stripe's re_… id: a webhook finding it here knows the refund is already recorded. */
  @Column({ type: 'varchar', length: 255, unique: true })
  stripeRefundId: string;

  @Column(moneyColumn())
  amount: string;

  /** Stripe's status: pending, succeeded, failed, canceled, requires_action. */
  @Column({ type: 'varchar', length: 30 })
  status: string;

  /** The owner's e-mail; null when mirrored from Stripe. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  createdBy: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
