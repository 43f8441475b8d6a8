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
import { ChatSession } from './chat-session.entity.js';

/** Where a bot answer's facts came from: a product, a plan, a policy section, the shopper's order... */
export interface AnswerSource {
  kind: 'product' | 'plan' | 'policy' | 'order' | 'subscription' | 'delivery-area' | 'contact';
  id: string;
}

@Entity({ name: 'chat_messages' })
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

  /** For a bot answer: the subjects it answered (e.g. "product", "returns"), for audit and evaluation. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  topic: string | null;

  /** For a bot answer: the records its facts were read from. */
  @Column({ type: 'jsonb', nullable: true })
  sources: AnswerSource[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
