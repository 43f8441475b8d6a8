import type { DataSource } from 'typeorm';

/**
 * The SQL TypeORM would run to make the database match the entities. After all migrations ran,
 * anything here means the entities and the committed migrations have drifted apart.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((query) => query.query),
    down: sql.downQueries.map((query) => query.query),
  };
}
