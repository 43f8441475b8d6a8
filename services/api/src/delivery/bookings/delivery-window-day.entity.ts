import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';

/**
 * A weekly window on one date, made when its first place is taken. Its row is what a booking
 * locks, so the last place is sold once; its times are fixed then, whatever the schedule becomes.
 */
@Entity({ name: 'delivery_window_days' })
@Index('UQ_delivery_window_days_window_date', ['windowId', 'deliveryDate'], { unique: true })
@Index('IDX_delivery_window_days_date', ['deliveryDate'])
export class DeliveryWindowDay {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_window_days' })
  id: number;

  @Column({ type: 'integer' })
  windowId: number;

  @ManyToOne(() => DeliveryWindow, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'windowId', foreignKeyConstraintName: 'FK_delivery_window_days_window' })
  window: Relation<DeliveryWindow>;

  @Column({ type: 'date' })
  deliveryDate: string;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;
}
