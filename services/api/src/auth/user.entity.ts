import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '@shop/contracts/auth';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';

@Entity({ name: 'users' })
@Check('CHK_users_role', `"role" IN ('shopper', 'staff', 'owner')`)
/** The team is a handful of rows among thousands of shoppers: listed from a partial index. */
@Index('IDX_users_team', ['role'], { where: `"role" <> 'shopper'` })
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
   * Whether the shop knows the address belongs to this user: they opened the verification link
   * e-mailed to it, or an identity provider said so (`email_verified: true`) for this address.
   */
  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  /** shopper unless an owner made them staff, or `npm run admin:create` / OWNER_EMAILS (once verified) made them owner. */
  @Column({ type: 'varchar', length: 20, default: 'shopper' })
  role: UserRole;

  /** argon2id hash; null for accounts that only sign in through OpenID Connect. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
