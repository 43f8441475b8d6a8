import {
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
import { SubscriptionPlan } from './subscription-plan.entity.js';

export interface SubscriptionShippingAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

@Entity({ name: 'subscriptions' })
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

  @Column({ type: 'varchar', length: 40, default: 'active' })
  status: string;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  selectedOils: number[] | null;

  @Column({ type: 'jsonb' })
  shippingAddress: SubscriptionShippingAddress;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
