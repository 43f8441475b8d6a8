import type { OrderStatus, PaymentMethod } from '@shop/contracts/orders';
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
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../auth/user.entity.js';
import { moneyColumn } from '../common/database/money-column.js';
import { Subscription } from '../subscriptions/subscription.entity.js';

export interface OrderAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface OrderLineRecord {
  productId: number;
  name: string;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
}

@Entity({ name: 'orders' })
@Check(
  'CHK_orders_status',
  `"status" IN ('pending', 'paid', 'confirmed', 'packed', 'out_for_delivery', 'to_reschedule', 'delivered', 'cancelled')`,
)
@Check('CHK_orders_payment_method', `"paymentMethod" IN ('stripe', 'pay_on_delivery')`)
/** A retried or double-clicked checkout carries the same key and finds the same order. */
@Index('UQ_orders_user_idempotency_key', ['userId', 'idempotencyKey'], { unique: true })
/** The back office's list: newest first, alone or by status or ZIP (keyset-friendly: createdAt, id). */
@Index('IDX_orders_created', ['createdAt', 'id'])
@Index('IDX_orders_status_created', ['status', 'createdAt', 'id'])
@Index('IDX_orders_zip_created', ['zipCode', 'createdAt', 'id'])
/**
 * Prefix search, case-insensitive: lower(...) varchar_pattern_ops expression indexes. TypeORM cannot
 * declare them, so the migration creates them; `synchronize: false` tells it to leave them alone.
 */
@Index('IDX_orders_email_prefix', { synchronize: false })
@Index('IDX_orders_first_name_prefix', { synchronize: false })
@Index('IDX_orders_last_name_prefix', { synchronize: false })
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  /** Kept when the account is removed (SET NULL): an order is a business record. */
  @Index('IDX_orders_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user: Relation<User> | null;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'jsonb' })
  shippingAddress: OrderAddress;

  /** shippingAddress.zipCode as a column of its own, so the back office filters by ZIP on an index. */
  @Column({ type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'jsonb', nullable: true })
  billingAddress: OrderAddress | null;

  @Column({ type: 'jsonb' })
  items: OrderLineRecord[];

  @Column(moneyColumn())
  subtotal: string;

  @Column(moneyColumn({ default: 0 }))
  tax: string;

  @Column(moneyColumn({ default: 0 }))
  shipping: string;

  @Column(moneyColumn())
  total: string;

  @Column({ type: 'varchar', length: 40, default: 'pending' })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 30 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'text', nullable: true })
  specialInstructions: string | null;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  stripeCheckoutSessionId: string | null;

  /** Stripe Checkout page for a pending card payment. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  paymentUrl: string | null;

  /** Found again by charge.refunded webhooks, which name the payment intent. */
  @Index('IDX_orders_payment_intent')
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** What Stripe has refunded of this card order so far (kept from Stripe's amount_refunded). */
  @Column(moneyColumn({ default: 0 }))
  refundedTotal: string;

  /** A subscription box: the subscription it was packed for (kept as a record if that goes). */
  @Index('IDX_orders_subscription')
  @Column({ type: 'integer', nullable: true })
  subscriptionId: number | null;

  @ManyToOne(() => Subscription, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'subscriptionId' })
  subscription: Relation<Subscription> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
