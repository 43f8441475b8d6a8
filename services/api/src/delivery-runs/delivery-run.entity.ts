import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { User } from '../auth/user.entity.js';
import { moneyColumn } from '../common/database/money-column.js';
import { DeliveryWindowDay } from '../delivery/bookings/delivery-window-day.entity.js';

/**
 * A dated window's run once it has started: who drove it, and at close the cash counted back at
 * the shop and the card terminal's total. Before the start a run is only its bookings, so no row.
 */
@Entity({ name: 'delivery_runs' })
@Index('UQ_delivery_runs_window_day', ['windowDayId'], { unique: true })
@Check(
  'CHK_delivery_runs_settled',
  `("closedAt" IS NULL) = ("countedCash" IS NULL) AND ("closedAt" IS NULL) = ("cardTerminalTotal" IS NULL)`,
)
@Check('CHK_delivery_runs_amounts', `"countedCash" >= 0 AND "cardTerminalTotal" >= 0`)
export class DeliveryRun {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_runs' })
  id: number;

  @Column({ type: 'integer' })
  windowDayId: number;

  @ManyToOne(() => DeliveryWindowDay, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'windowDayId', foreignKeyConstraintName: 'FK_delivery_runs_window_day' })
  windowDay: Relation<DeliveryWindowDay>;

  /** The staff account that started the run; its e-mail is kept when the account goes. */
  @Column({ type: 'uuid', nullable: true })
  driverId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_delivery_runs_driver' })
  driver: Relation<User> | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  driverEmail: string;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column(moneyColumn({ nullable: true }))
  countedCash: string | null;

  @Column(moneyColumn({ nullable: true }))
  cardTerminalTotal: string | null;
}
