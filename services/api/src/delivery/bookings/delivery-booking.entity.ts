import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Order } from '../../orders/order.entity.js';
import { SubscriptionCycle } from '../../subscriptions/subscription-cycle.entity.js';
import { DeliveryWindowDay } from './delivery-window-day.entity.js';

/**
 * One stop in a dated window: an order, or a subscription box not yet turned into its order.
 * A window's places taken are the count of these rows, so nothing can drift from them; a move
 * changes `windowDayId`. Only `WindowBookings` adds or moves one, under the day's row lock.
 */
@Entity({ name: 'delivery_bookings' })
@Index('IDX_delivery_bookings_window_day', ['windowDayId'])
@Check('CHK_delivery_bookings_owner', `"orderId" IS NOT NULL OR "subscriptionCycleId" IS NOT NULL`)
export class DeliveryBooking {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_bookings' })
  id: number;

  @Column({ type: 'integer' })
  windowDayId: number;

  @ManyToOne(() => DeliveryWindowDay, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'windowDayId', foreignKeyConstraintName: 'FK_delivery_bookings_window_day' })
  windowDay: Relation<DeliveryWindowDay>;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @OneToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'orderId',
    foreignKeyConstraintName: 'FK_delivery_bookings_order',
    referencedColumnName: 'id',
  })
  order: Relation<Order> | null;

  @Column({ type: 'integer', nullable: true })
  subscriptionCycleId: number | null;

  @OneToOne(() => SubscriptionCycle, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriptionCycleId', foreignKeyConstraintName: 'FK_delivery_bookings_subscription_cycle' })
  subscriptionCycle: Relation<SubscriptionCycle> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
