import type { EntityManager } from 'typeorm';

/**
 * Makes transactions that name the same key take turns (a PostgreSQL advisory lock held until the
 * transaction ends), e.g. one shopper's checkouts, without locking any row.
 */
export async function takeTurns(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
