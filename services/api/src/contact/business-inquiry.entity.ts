import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { InquiryStatus } from '@shop/contracts/admin-inbox';
import type { BusinessType } from '@shop/contracts/support';
import { User } from '../auth/user.entity.js';

@Entity({ name: 'business_inquiries' })
@Check('CHK_business_inquiries_type', `"businessType" IN ('restaurant', 'retail', 'distributor', 'other')`)
@Check('CHK_business_inquiries_status', `"status" IN ('new', 'in_progress', 'quoted', 'won', 'lost')`)
@Check('CHK_business_inquiries_quote', `"quoteCents" IS NULL OR "quoteCents" >= 0`)
/** The inbox lists by status, newest first, and by who it is assigned to. */
@Index('IDX_business_inquiries_status_created', ['status', 'createdAt', 'id'])
@Index('IDX_business_inquiries_assignee', ['assigneeId'])
export class BusinessInquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  businessName: string;

  @Column({ type: 'varchar', length: 200 })
  contactName: string;

  @Column({ type: 'varchar', length: 20 })
  businessType: BusinessType;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'text' })
  requirements: string;

  /** Followed as a quote: new → in progress → quoted → won or lost. */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: InquiryStatus;

  /** The member of the team looking after it; unassigned when their account goes. */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: Relation<User>;

  /** The quote given, in whole cents (money is never a float); null until one is recorded. */
  @Column({ type: 'integer', nullable: true })
  quoteCents: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
