import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditEntityType } from '@shop/contracts/admin';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';

/**
 * One change made in the back office: who, what, the record's fields before and after, when.
 * Rows are only ever inserted, in the same transaction as the change they describe. The actor's
 * email is copied in, so the row still names them after their account is gone.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_created', ['createdAt', 'id'])
@Index('IDX_audit_log_entity', ['entityType', 'entityId', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null for the command line and settings (`npm run admin:create`, OWNER_EMAILS). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  actorEmail: string;

  /** What was done, e.g. "order.packed", "product.stock", "staff.role". */
  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 20 })
  entityType: AuditEntityType;

  @Column({ type: 'varchar', length: 100 })
  entityId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
