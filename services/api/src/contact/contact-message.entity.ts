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
import type { ContactStatus } from '@shop/contracts/admin-inbox';
import { User } from '../auth/user.entity.js';

@Entity({ name: 'contact_messages' })
@Check('CHK_contact_messages_status', `"status" IN ('open', 'answered', 'closed')`)
/** The inbox lists by status, newest first, and by who it is assigned to. */
@Index('IDX_contact_messages_status_created', ['status', 'createdAt', 'id'])
@Index('IDX_contact_messages_assignee', ['assigneeId'])
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** open until the team replies (answered) or closes it. */
  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: ContactStatus;

  /** The member of the team looking after it; unassigned when their account goes. */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
