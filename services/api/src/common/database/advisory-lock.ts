import type { EntityManager } from 'typeorm';

/**
 * Makes transactions that name the same key take turns (a PostgreSQL advisory lock held until the
 * transaction ends), e.g. one shopper's checkouts, without locking any row. Several keys are taken
 * in the order given, in one round trip (a checkout takes its shopper's two at once).
 */
export async function takeTurns(manager: EntityManager, ...keys: [string, ...string[]]): Promise<void> {
  const locks = keys.map((_, index) => `pg_advisory_xact_lock(hashtext($${index + 1}))`);
  await manager.query(`SELECT ${locks.join(', ')}`, keys);
}
