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
import { User } from '../auth/user.entity.js';

/**
 * One address of a shopper's address book: added by the shopper, or remembered from a checkout
 * or a subscription (rememberAddress). Gone with the account.
 */
@Entity({ name: 'saved_addresses' })
/**
 * One entry per street address and ZIP, whatever its case ("12 Lanier Way" = "12 LANIER WAY"), and
 * the book listed most recently used first. TypeORM can declare neither an expression nor a
 * descending index, so the migration creates both; `synchronize: false` tells it to leave them alone.
 */
@Index('UQ_saved_addresses_user_address_zip', { synchronize: false })
@Index('IDX_saved_addresses_user_last_used', { synchronize: false })
export class SavedAddress {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_saved_addresses' })
  id: number;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_saved_addresses_user' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: FIELD_LIMITS.streetAddress })
  address: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.city })
  city: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.state })
  state: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.zipCode })
  zipCode: string;

  /** The phone the last checkout to this address gave (empty for an old order that had none). */
  @Column({ type: 'varchar', length: FIELD_LIMITS.phone })
  phone: string;

  /** The last order or subscription sent here, or when the shopper added it. */
  @Column({ type: 'timestamptz' })
  lastUsedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
