import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { User } from '../user.entity.js';

/**
 * One verification link the shop e-mailed. Only the SHA-256 of its random token is kept, so the
 * table (or a backup of it) cannot be turned into working links; `usedAt` and `expiresAt` make
 * "works once" and "expires" a single conditional update. The link is bound to the account AND
 * the address it was sent to: should the account's e-mail change, the link verifies nothing.
 */
@Entity({ name: 'email_verifications' })
@Index('UQ_email_verifications_token', ['tokenHash'], { unique: true })
export class EmailVerification {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_email_verifications_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  /** The address the link was sent to (lower-cased, as users.email). */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email: string;

  /** Hex SHA-256 of the token in the link. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When the link verified the address; a used link never verifies again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
