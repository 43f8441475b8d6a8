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
import type { OrderEventType } from '@shop/contracts/admin-orders';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { moneyColumn } from '../common/database/money-column.js';
import { Order } from './order.entity.js';

/**
 * One entry of an order's timeline: placed, paid, each move staff made, refunds, notes. Only ever
 * inserted, in the transaction of what it tells about. actorEmail is null for the shop itself
 * (checkout, Stripe's webhooks).
 */
@Entity({ name: 'order_events' })
@Index('IDX_order_events_order', ['orderId', 'createdAt', 'id'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 30 })
  type: OrderEventType;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The amount of a refund. */
  @Column(moneyColumn({ nullable: true }))
  amount: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
