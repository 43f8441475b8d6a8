/**
 * What backup and restore need to know about the tables of the public schema, read from
 * pg_catalog (the same queries on PGlite and PostgreSQL 13+), so no list of tables is kept by hand.
 */

/** `"public"."orders"`: every name the backup code puts into SQL goes through here. */
export function qualifiedTable(name: string): string {
  return `"public".${quoteIdentifier(name)}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A DataSource or a QueryRunner: both send SQL with positional parameters. */
export interface SqlClient {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export async function selectRows<Row>(client: SqlClient, sql: string, parameters: unknown[] = []): Promise<Row[]> {
  return (await client.query(sql, parameters)) as Row[];
}

/** count(*) of a public table; as text first, since bigint is beyond what pg turns into a number. */
export async function countRows(client: SqlClient, table: string): Promise<number> {
  const [row] = await selectRows<{ rows: string }>(
    client,
    `SELECT count(*)::text AS rows FROM ${qualifiedTable(table)}`,
  );
  return Number(row?.rows);
}

export interface CatalogColumn {
  name: string;
  /** GENERATED ALWAYS AS (…) STORED: computed by the database, never inserted. */
  generated: boolean;
  /** The sequence behind a serial or identity column, e.g. `"public"."orders_id_seq"`. */
  sequence: string | null;
}

export interface CatalogTable {
  name: string;
  /** In column order. */
  columns: CatalogColumn[];
  /** Primary key columns in key order; empty when the table has none. */
  primaryKey: string[];
  /** Tables of the public schema this table's foreign keys point to (itself included, if so). */
  references: string[];
}

/** Ordinary and partitioned tables (not their partitions), by name. */
export async function readPublicTables(client: SqlClient): Promise<CatalogTable[]> {
  const columns = await selectRows<{ table: string; column: string; generated: boolean; sequence: string | null }>(
    client,
    `SELECT c.relname AS "table", a.attname AS "column", a.attgenerated <> '' AS "generated",
            pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS "sequence"
       FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await selectRows<{ table: string; column: string }>(
    client,
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_catalog.pg_index i
       JOIN pg_catalog.pg_class c ON c.oid = i.indrelid
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = 'public'
      ORDER BY c.relname, k.position`,
  );
  const foreignKeys = await selectRows<{ table: string; references: string }>(
    client,
    `SELECT DISTINCT c.relname AS "table", r.relname AS "references"
       FROM pg_catalog.pg_constraint k
       JOIN pg_catalog.pg_class c ON c.oid = k.conrelid
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_catalog.pg_class r ON r.oid = k.confrelid
       JOIN pg_catalog.pg_namespace rn ON rn.oid = r.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND rn.nspname = 'public'
      ORDER BY 1, 2`,
  );

  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], primaryKey: [], references: [] };
      tables.set(row.table, table);
    }
    table.columns.push({ name: row.column, generated: row.generated, sequence: row.sequence });
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  for (const row of foreignKeys) tables.get(row.table)?.references.push(row.references);
  return [...tables.values()];
}

/** TypeORM's default migrations table, which data-source-options.ts keeps. */
export const MIGRATIONS_TABLE = 'migrations';

/** Names of the migrations applied to the database, in the order they ran; none if never migrated. */
export async function appliedMigrations(client: SqlClient): Promise<string[]> {
  const [found] = await selectRows<{ present: boolean }>(client, `SELECT to_regclass($1) IS NOT NULL AS present`, [
    `public.${MIGRATIONS_TABLE}`,
  ]);
  if (!found?.present) return [];
  const rows = await selectRows<{ name: string }>(
    client,
    `SELECT name FROM "public"."${MIGRATIONS_TABLE}" ORDER BY id`,
  );
  return rows.map((row) => row.name);
}
