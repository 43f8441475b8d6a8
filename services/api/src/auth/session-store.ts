import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { RecentTouches } from './recent-touches.js';

const PgSessionStore = connectPgSimple(session);

/**
 * How often a session's rolling expiry is written to the database at most, per process. The
 * cookie still rolls on every answer; the stored expiry trails it by less than this, which an
 * idle limit counted in minutes does not notice, and a signed-in request saves a write its answer
 * would otherwise wait for.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** connect-pg-simple's store, writing a session's unchanged expiry at most once a minute. */
class ThrottledPgSessionStore extends PgSessionStore {
  private readonly touched = new RecentTouches(SESSION_TOUCH_INTERVAL_MS);

  override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    if (this.touched.isFresh(sid)) {
      callback?.();
      return;
    }
    this.touched.record(sid);
    super.touch(sid, sess, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    this.touched.record(sid);
    super.set(sid, sess, callback);
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.touched.forget(sid);
    super.destroy(sid, callback);
  }
}

/**
 * express-session's store in the `sessions` table, on the same pg pool as TypeORM (one code path
 * for PGlite and PostgreSQL). Expired rows are pruned every 15 minutes.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: ThrottledPgSessionStore;

  constructor(@InjectDataSource() dataSource: DataSource) {
    // TypeORM's postgres driver keeps its pg.Pool as `master`.
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.store = new ThrottledPgSessionStore({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
  }

  onApplicationShutdown(): void {
    void this.store.close();
  }
}
