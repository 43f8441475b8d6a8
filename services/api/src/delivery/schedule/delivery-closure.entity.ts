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
} from 'typeorm';
import { DeliveryWindow } from './delivery-window.entity.js';
import { DeliveryZone } from './delivery-zone.entity.js';

/** Days the shop does not deliver: a holiday for every zone, a sick day for one zone or one window. */
@Entity({ name: 'delivery_closures' })
@Index('IDX_delivery_closures_to_date', ['toDate'])
@Check('CHK_delivery_closures_dates', `"fromDate" <= "toDate"`)
export class DeliveryClosure {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_closures' })
  id: number;

  /** None: every zone. */
  @Column({ type: 'integer', nullable: true })
  zoneId: number | null;

  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zoneId', foreignKeyConstraintName: 'FK_delivery_closures_zone' })
  zone: Relation<DeliveryZone> | null;

  /** None: every window of the days. */
  @Column({ type: 'integer', nullable: true })
  windowId: number | null;

  @ManyToOne(() => DeliveryWindow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'windowId', foreignKeyConstraintName: 'FK_delivery_closures_window' })
  window: Relation<DeliveryWindow> | null;

  /** First and last shop day closed, inclusive (YYYY-MM-DD). */
  @Column({ type: 'date' })
  fromDate: string;

  @Column({ type: 'date' })
  toDate: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
