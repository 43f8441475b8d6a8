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
import { User } from './user.entity.js';

/**
 * An OpenID Connect identity (the provider's issuer and its stable subject id) that signs in one
 * shop user. Sign-ins are matched on this pair, never on the email a provider sends.
 */
@Entity({ name: 'user_identities' })
@Index('UQ_user_identities_issuer_subject', ['issuer', 'subject'], { unique: true })
export class UserIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_user_identities_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: FIELD_LIMITS.url })
  issuer: string;

  /** OpenID Connect allows up to 255 ASCII characters. */
  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
