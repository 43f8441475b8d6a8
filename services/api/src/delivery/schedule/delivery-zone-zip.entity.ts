import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DeliveryZone } from './delivery-zone.entity.js';

/** A ZIP code listed in a zone; a ZIP is in one zone at most. */
@Entity({ name: 'delivery_zone_zips' })
@Index('IDX_delivery_zone_zips_zone', ['zoneId'])
export class DeliveryZoneZip {
  @PrimaryColumn({ type: 'varchar', length: 5, primaryKeyConstraintName: 'PK_delivery_zone_zips' })
  zipCode: string;

  @Column({ type: 'integer' })
  zoneId: number;

  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'zoneId', foreignKeyConstraintName: 'FK_delivery_zone_zips_zone' })
  zone: Relation<DeliveryZone>;
}
