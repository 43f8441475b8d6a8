import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** When orders for a zone's window close: a wall time the day before, or a number of hours before it starts. */
export type CutoffKind = 'day_before_at' | 'hours_before';

/**
 * A part of the service area with its own delivery days: listed ZIP codes, or (the one catch-all
 * zone) every other ZIP the area check does not call outside.
 */
@Entity({ name: 'delivery_zones' })
@Index('UQ_delivery_zones_name', ['name'], { unique: true })
@Index('UQ_delivery_zones_catch_all', ['catchAll'], { unique: true, where: '"catchAll"' })
@Check('CHK_delivery_zones_cutoff_kind', `"cutoffKind" IN ('day_before_at', 'hours_before')`)
@Check(
  'CHK_delivery_zones_cutoff',
  `("cutoffKind" = 'day_before_at' AND "cutoffMinute" BETWEEN 360 AND 1320 AND "cutoffHours" IS NULL) OR ("cutoffKind" = 'hours_before' AND "cutoffHours" BETWEEN 1 AND 72 AND "cutoffMinute" IS NULL)`,
)
export class DeliveryZone {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_zones' })
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'boolean', default: false })
  catchAll: boolean;

  @Column({ type: 'varchar', length: 20 })
  cutoffKind: CutoffKind;

  /** day_before_at: minutes after midnight, shop time (1200 = 8 PM). */
  @Column({ type: 'smallint', nullable: true })
  cutoffMinute: number | null;

  /** hours_before: elapsed hours before the window starts. */
  @Column({ type: 'smallint', nullable: true })
  cutoffHours: number | null;
}
