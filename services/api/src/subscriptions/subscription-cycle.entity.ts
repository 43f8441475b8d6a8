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
import type { BoxOil, CycleState } from '@shop/contracts/subscriptions';
import { Order } from '../orders/order.entity.js';
import { Subscription } from './subscription.entity.js';

/** Why a box did not ship: the shopper skipped it, the subscription was paused, or it ends. */
export type SkipReason = 'shopper' | 'paused' | 'cancelled';

/**
 * One renewal (one box) of a subscription. Box 0 is the first, bought at checkout; box n renews n
 * calendar months after the subscription started.
 */
@Entity({ name: 'subscription_cycles' })
@Check('CHK_subscription_cycles_state', `"state" IN ('scheduled', 'locked', 'ordered', 'skipped', 'held', 'failed')`)
@Index('UQ_subscription_cycles_sequence', ['subscriptionId', 'sequence'], { unique: true })
/** The scheduler's question: which boxes reach their cutoff or renewal now. */
@Index('IDX_subscription_cycles_due', ['state', 'cutoffAt'])
export class SubscriptionCycle {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  subscriptionId: number;

  @ManyToOne(() => Subscription, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'subscriptionId' })
  subscription: Relation<Subscription>;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ type: 'timestamptz' })
  renewsAt: Date;

  @Column({ type: 'timestamptz' })
  cutoffAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  state: CycleState;

  /** Fixed at the cutoff (or at checkout for box 0). */
  @Column({ type: 'jsonb', nullable: true })
  oils: BoxOil[] | null;

  /** Whether this box's bottles are set aside (taken from stock) and not yet shipped as an order. */
  @Column({ type: 'boolean', default: false })
  reserved: boolean;

  /** For a held box: the oils that were short at the cutoff. */
  @Column({ type: 'jsonb' })
  shortOils: BoxOil[];

  @Column({ type: 'varchar', length: 20, nullable: true })
  skipReason: SkipReason | null;

  @Column({ type: 'integer', nullable: true, unique: true })
  orderId: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order> | null;

  /** The Stripe invoice that paid this box; each invoice pays one box. */
  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  stripeInvoiceId: string | null;

  /** A card box whose invoice is paid (it becomes an order as soon as its bottles are set aside). */
  @Column({ type: 'boolean', default: false })
  paid: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
