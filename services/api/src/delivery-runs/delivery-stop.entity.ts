import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { CollectedKind, FailureReason, StopOutcome } from '@shop/contracts/admin-delivery-runs';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { moneyColumn } from '../common/database/money-column.js';
import { Order } from '../orders/order.entity.js';
import { DeliveryRun } from './delivery-run.entity.js';

/**
 * One order of a started run, at its place in the driving order, and what happened at the door.
 * The CHECKs keep an outcome whole: a reason exactly when failed, an amount exactly with its kind,
 * nothing collected on a failure, and a delivered stop with money expected records what it got.
 */
@Entity({ name: 'delivery_stops' })
@Index('UQ_delivery_stops_run_order', ['runId', 'orderId'], { unique: true })
@Index('UQ_delivery_stops_run_sequence', ['runId', 'sequence'], { unique: true })
@Index('IDX_delivery_stops_order', ['orderId'])
@Check('CHK_delivery_stops_outcome', `"outcome" IN ('delivered', 'failed')`)
@Check('CHK_delivery_stops_failure_reason', `"failureReason" IN ('nobody_home', 'refused', 'wrong_address')`)
@Check('CHK_delivery_stops_collected_kind', `"collectedKind" IN ('cash', 'card')`)
@Check(
  'CHK_delivery_stops_reason_when_failed',
  `("outcome" IS NOT DISTINCT FROM 'failed') = ("failureReason" IS NOT NULL)`,
)
@Check('CHK_delivery_stops_amount_with_kind', `("collectedAmount" IS NULL) = ("collectedKind" IS NULL)`)
@Check('CHK_delivery_stops_nothing_on_failure', `"outcome" IS DISTINCT FROM 'failed' OR "collectedAmount" IS NULL`)
@Check(
  'CHK_delivery_stops_delivered_collects',
  `"outcome" IS DISTINCT FROM 'delivered' OR "expectedAmount" = 0 OR "collectedAmount" IS NOT NULL`,
)
@Check(
  'CHK_delivery_stops_recorded',
  `("outcome" IS NULL) = ("recordedAt" IS NULL) AND ("outcome" IS NULL) = ("recordedByEmail" IS NULL)`,
)
@Check('CHK_delivery_stops_amounts', `"expectedAmount" >= 0 AND "collectedAmount" > 0 AND "sequence" > 0`)
export class DeliveryStop {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_delivery_stops' })
  id: number;

  @Column({ type: 'integer' })
  runId: number;

  @ManyToOne(() => DeliveryRun, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'runId', foreignKeyConstraintName: 'FK_delivery_stops_run' })
  run: Relation<DeliveryRun>;

  /** A run is a business record: its orders stay. */
  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_delivery_stops_order' })
  order: Relation<Order>;

  /** The place in the driving order, fixed when the run starts (1 is the first door). */
  @Column({ type: 'smallint' })
  sequence: number;

  /** The order's total when paid on delivery, else 0.00. */
  @Column(moneyColumn())
  expectedAmount: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: StopOutcome | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  failureReason: FailureReason | null;

  @Column(moneyColumn({ nullable: true }))
  collectedAmount: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  collectedKind: CollectedKind | null;

  @Column({ type: 'timestamptz', nullable: true })
  recordedAt: Date | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  recordedByEmail: string | null;
}
