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
import type { InboxKind } from '@shop/contracts/admin-inbox';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { User } from '../auth/user.entity.js';

/**
 * What the team wrote on an inbox item: an internal note, or a reply e-mailed to the sender (a
 * chat's replies are its own messages; a chat has notes here). Only ever inserted. `itemId` is
 * the contact message's or inquiry's id, or the chat's number; the author's address is copied
 * in, so the entry still names them after their account is gone.
 */
@Entity({ name: 'inbox_entries' })
@Check('CHK_inbox_entries_item_kind', `"itemKind" IN ('contact', 'inquiry', 'chat')`)
@Check('CHK_inbox_entries_kind', `"kind" IN ('note', 'reply')`)
@Index('IDX_inbox_entries_item', ['itemKind', 'itemId', 'createdAt', 'id'])
export class InboxEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  itemKind: InboxKind;

  @Column({ type: 'integer' })
  itemId: number;

  @Column({ type: 'varchar', length: 10 })
  kind: 'note' | 'reply';

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'authorId' })
  author?: Relation<User>;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  authorEmail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
