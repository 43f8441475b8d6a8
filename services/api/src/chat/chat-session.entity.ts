import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import type { ChatHandoffStatus } from '@shop/contracts/admin-inbox';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { User } from '../auth/user.entity.js';

/**
 * Where a conversation stands with the people of the shop: `none`, `awaiting-email` (a visitor
 * asked for a person and we need an address to answer to), `open` (waiting for staff), `closed`
 * (the team closed it in the inbox; asking for a person again opens it again).
 */
export type HandoffState = 'none' | ChatHandoffStatus;

/**
 * One conversation. Its id is the only key to its history, so it is random and long (24 bytes);
 * a conversation started by a signed-in shopper is theirs alone and is never continued by anyone
 * else (after a sign-out on a shared computer, the next visitor starts afresh).
 */
@Entity({ name: 'chat_sessions' })
@Check('CHK_chat_sessions_handoff', `"handoffState" IN ('none', 'awaiting-email', 'open', 'closed')`)
@Index('IDX_chat_sessions_open_handoffs', ['handoffRequestedAt'], { where: `"handoffState" = 'open'` })
/** The inbox lists handed-off conversations only, newest message first. */
@Index('IDX_chat_sessions_handoff_activity', ['lastMessageAt'], { where: `"handoffState" <> 'none'` })
@Index('IDX_chat_sessions_assignee', ['assigneeId'])
export class ChatSession {
  @PrimaryColumn({ type: 'varchar', length: FIELD_LIMITS.chatSessionId })
  id: string;

  @Index('IDX_chat_sessions_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  /** A shopper's conversations go with their account. */
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 20, default: 'none' })
  handoffState: HandoffState;

  /** Where staff answer: the account's email, or the one a visitor typed. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  handoffEmail: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  handoffRequestedAt: Date | null;

  /** Answers in a row that were "I don't know"; the second one hands the conversation to a person. */
  @Column({ type: 'integer', default: 0 })
  misunderstandings: number;

  /**
   * How the back office names the conversation (chat #12, /admin/inbox/chats/12): the id is the
   * shopper's key to it, so it never appears in the team's addresses, lists or logs.
   */
  @Index('UQ_chat_sessions_number', { unique: true })
  @Column({ type: 'integer' })
  @Generated('increment')
  number: number;

  /** The member of the team looking after a handed-off conversation; unassigned when their account goes. */
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'CURRENT_TIMESTAMP' })
  lastMessageAt: Date;
}
