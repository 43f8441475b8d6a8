import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EmailKind, EmailStatus } from '@shop/contracts/admin-emails';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';

/**
 * An e-mail the shop owes someone. Written in the same transaction as the event it tells about
 * (an order placed, a staff reply), so an event is never committed without its e-mail; a worker
 * sends pending rows over SMTP and keeps failures for another try. Without SMTP configured the
 * rows wait here and the back office shows them: nothing is lost.
 */
@Entity({ name: 'email_outbox' })
@Check('CHK_email_outbox_status', `"status" IN ('pending', 'sent', 'failed')`)
@Index('IDX_email_outbox_due', ['nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
@Index('IDX_email_outbox_created', ['createdAt', 'id'])
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the message is: order confirmation, out for delivery, renewal reminder, payment failed, staff reply, e-mail verification. */
  @Column({ type: 'varchar', length: 40 })
  kind: EmailKind;

  /** One message per event: e.g. "order-confirmation:42". A second enqueue of the same key is ignored. */
  @Column({ type: 'varchar', length: 200, unique: true })
  dedupeKey: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  toAddress: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: EmailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'CURRENT_TIMESTAMP' })
  nextAttemptAt: Date;

  /**
   * Set while a worker is sending the e-mail (its claim), cleared when the try ends. A claim that
   * outlives this (the process died mid-send) lapses and the e-mail is tried again; while it
   * holds, "Send again" is refused so the e-mail is not sent twice at once.
   */
  @Column({ type: 'timestamptz', nullable: true })
  sendingUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
