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
import type { PaymentMethod } from '@shop/contracts/orders';
import type { SubscriptionStatus } from '@shop/contracts/subscriptions';
import { User } from '../auth/user.entity.js';
import { DeliveryWindow } from '../delivery/schedule/delivery-window.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';

export interface SubscriptionShippingAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

@Entity({ name: 'subscriptions' })
@Check('CHK_subscriptions_status', `"status" IN ('incomplete', 'active', 'past_due', 'paused', 'cancelled', 'expired')`)
@Check('CHK_subscriptions_payment_method', `"paymentMethod" IN ('stripe', 'pay_on_delivery')`)
/** A retried or double-clicked subscribe carries the same key and finds the same subscription. */
@Index('UQ_subscriptions_user_idempotency_key', ['userId', 'idempotencyKey'], { unique: true })
/** One open (unpaid) checkout per shopper: a new one replaces it. */
@Index('UQ_subscriptions_one_open_checkout', ['userId'], { unique: true, where: `"status" = 'incomplete'` })
export class Subscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_subscriptions_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  @Column({ type: 'integer' })
  planId: number;

  @ManyToOne(() => SubscriptionPlan, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'planId' })
  plan: Relation<SubscriptionPlan>;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  stripeSubscriptionId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  stripeCheckoutSessionId: string | null;

  /** Stripe Checkout page while the first payment is open. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  checkoutUrl: string | null;

  @Column({ type: 'varchar', length: 40, default: 'active' })
  status: SubscriptionStatus;

  @Column({ type: 'varchar', length: 30 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  /** When the first box was bought: box n renews n calendar months later. Null until paid. */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  /** The next renewal. */
  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  /** While paused: boxes renewing before this moment are skipped. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedUntil: Date | null;

  /** The oils of every box not yet locked (product ids). */
  @Column({ type: 'jsonb', nullable: true })
  selectedOils: number[] | null;

  @Column({ type: 'jsonb' })
  shippingAddress: SubscriptionShippingAddress;

  /**
   * The weekly window every box is booked into at its cutoff when it has room (chosen with box 0,
   * changed by the shopper). Null: the zone's earliest window with room. A window deleted from the
   * schedule leaves it null; a retired one is skipped when booking.
   */
  @Column({ type: 'integer', nullable: true })
  preferredWindowId: number | null;

  @ManyToOne(() => DeliveryWindow, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'preferredWindowId', foreignKeyConstraintName: 'FK_subscriptions_preferred_window' })
  preferredWindow: Relation<DeliveryWindow> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
