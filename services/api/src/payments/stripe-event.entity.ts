import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Each Stripe webhook event id is applied once; a redelivery finds its row and changes nothing. */
@Entity({ name: 'stripe_events' })
export class StripeEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
