import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DeliveryZone } from './delivery-zone.entity.js';

/**
 * A weekly delivery window of a zone ("Saturdays 10:00–12:00, 12 stops"), in the shop's time
 * zone. Its day and hours never change once booked: a retired window takes no new bookings and
 * keeps the booked ones.
 */
@Entity({ name: 'delivery_windows' })
@Index('UQ_delivery_windows_zone_start', ['zoneId', 'weekday', 'startMinute'], {
  unique: true,
  where: '"retiredAt" IS NULL',
})
@Check('CHK_delivery_windows_weekday', `"weekday" BETWEEN 1 AND 7`)
@Check(
  'CHK_delivery_windows_hours',
  `"startMinute" >= 360 AND "startMinute" < "endMinute" AND "endMinute" <= 1320 AND "startMinute" % 15 = 0 AND "endMinute" % 15 = 0`,
)
@Check('CHK_delivery_windows_capacity', `"capacity" BETWEEN 0 AND 200`)
export class DeliveryWindow {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_windows' })
  id: number;

  @Column({ type: 'integer' })
  zoneId: number;

  @ManyToOne(() => DeliveryZone, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'zoneId', foreignKeyConstraintName: 'FK_delivery_windows_zone' })
  zone: Relation<DeliveryZone>;

  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  @Column({ type: 'smallint' })
  weekday: number;

  /** Minutes after midnight, shop time (600 = 10:00 AM). */
  @Column({ type: 'smallint' })
  startMinute: number;

  @Column({ type: 'smallint' })
  endMinute: number;

  /** Stops per dated window. */
  @Column({ type: 'smallint' })
  capacity: number;

  @Column({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
