import type { DataSource } from 'typeorm';

/**
 * A fingerprint of every table, to prove that hostile requests wrote nothing. Left out: `sessions`
 * (every signed-in request rolls its row's expiry) and TypeORM's `migrations` (written at start
 * only). Row counts say "a row was added"; the digest of all rows in a stable order says "a row
 * was changed", so stock decremented by an accepted order shows up as well as a stored message.
 */
const NOT_COMPARED = new Set(['sessions', 'migrations']);

export interface TableState {
  rows: number;
  digest: string;
}

export type DatabaseSnapshot = Map<string, TableState>;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export async function snapshotDatabase(dataSource: DataSource): Promise<DatabaseSnapshot> {
  const tables = (await dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as { name: string }[];
  const snapshot: DatabaseSnapshot = new Map();
  for (const { name } of tables) {
    if (NOT_COMPARED.has(name)) continue;
    const [state] = (await dataSource.query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest
         FROM ${quoted(name)} t`,
    )) as TableState[];
    snapshot.set(name, state!);
  }
  return snapshot;
}

/** Each table that differs, in words ("cart_items: 1 → 2 rows"); empty when nothing was written. */
export function snapshotDifferences(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const differences: string[] = [];
  for (const name of [...names].sort()) {
    const was = before.get(name);
    const is = after.get(name);
    if (!was || !is) differences.push(`${name}: table ${was ? 'dropped' : 'created'}`);
    else if (was.rows !== is.rows) differences.push(`${name}: ${was.rows} → ${is.rows} rows`);
    else if (was.digest !== is.digest) differences.push(`${name}: rows changed (still ${is.rows})`);
  }
  return differences;
}
