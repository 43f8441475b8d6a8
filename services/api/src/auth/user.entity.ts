import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so uniqueness is case-insensitive. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email, unique: true })
  email: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.personName, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.personName, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.url, nullable: true })
  profileImageUrl: string | null;

  /**
   * Whether the shop knows the address belongs to this user: an identity provider said so when it
   * created the account. Built-in sign-ups are not verified (the shop sends no e-mail yet).
   */
  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  /** argon2id hash; null for accounts that only sign in through OpenID Connect. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
