import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The express-session store's table, in the shape connect-pg-simple expects (sid, sess, expire). */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Index('IDX_session_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
