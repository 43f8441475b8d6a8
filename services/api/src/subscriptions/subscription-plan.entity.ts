import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { moneyColumn } from '../common/database/money-column.js';

@Entity({ name: 'subscription_plans' })
@Check('CHK_subscription_plans_bottle_count', `"bottleCount" >= 1`)
export class SubscriptionPlan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column(moneyColumn())
  price: string;

  @Column(moneyColumn())
  regularPrice: string;

  @Column({ type: 'integer' })
  bottleCount: number;

  @Column({ type: 'jsonb' })
  features: string[];

  /** Sent as a text flag ("true" marks Most Popular). */
  @Column({ type: 'boolean', default: false })
  isPopular: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
