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
import type { ChatAuthor } from '@shop/contracts/chat';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { User } from '../auth/user.entity.js';
import { ChatSession } from './chat-session.entity.js';

/**
 * Where a bot answer's facts came from: a product, a plan, a policy section, a piece of the home
 * page's story, the shopper's order... A `delivery-window` source is the ZIP whose windows were
 * listed (or `zip-asked`), so the next message can be "and Saturday?" or just the ZIP.
 */
export interface AnswerSource {
  kind:
    | 'product'
    | 'plan'
    | 'policy'
    | 'story'
    | 'order'
    | 'subscription'
    | 'delivery-area'
    | 'delivery-window'
    | 'contact';
  id: string;
}

@Entity({ name: 'chat_messages' })
@Check('CHK_chat_messages_author', `"author" IN ('shopper', 'bot', 'staff')`)
/** isBot is kept for older readers; it says the same as the author. */
@Check('CHK_chat_messages_is_bot', `"isBot" = ("author" = 'bot')`)
export class ChatMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_chat_messages_session')
  @Column({ type: 'varchar', length: FIELD_LIMITS.chatSessionId })
  sessionId: string;

  @ManyToOne(() => ChatSession, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'sessionId' })
  session?: Relation<ChatSession>;

  /** Exactly what was typed or answered; shown as text, never as HTML. */
  @Column({ type: 'text' })
  message: string;

  /** Sent to the browser as a "true"/"false" text flag; stored as a real boolean. */
  @Column({ type: 'boolean', default: false })
  isBot: boolean;

  /** Who wrote it: the shopper, the bot, or the team (a reply from the back office's inbox). */
  @Column({ type: 'varchar', length: 10 })
  author: ChatAuthor;

  /** For a staff reply: who wrote it (null once their account is gone). */
  @Column({ type: 'uuid', nullable: true })
  staffId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'staffId' })
  staff?: Relation<User>;

  /** For a bot answer: the subjects it answered (e.g. "product", "returns"), for audit and evaluation. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  topic: string | null;

  /** For a bot answer: the records its facts were read from. */
  @Column({ type: 'jsonb', nullable: true })
  sources: AnswerSource[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
