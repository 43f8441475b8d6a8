import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

const PgSessionStore = connectPgSimple(session);

/**
 * express-session's store in the `sessions` table, on the same pg pool as TypeORM (one code path
 * for PGlite and PostgreSQL). Expired rows are pruned every 15 minutes.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: InstanceType<typeof PgSessionStore>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    // TypeORM's postgres driver keeps its pg.Pool as `master`.
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.store = new PgSessionStore({
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
