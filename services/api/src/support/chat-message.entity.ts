import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'chat_messages' })
export class ChatMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_chat_messages_session')
  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'text' })
  message: string;

  /** Sent to the browser as a "true"/"false" text flag; stored as a real boolean. */
  @Column({ type: 'boolean', default: false })
  isBot: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
