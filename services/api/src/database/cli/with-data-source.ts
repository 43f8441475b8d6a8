import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config.js';
import { type DatabaseConnection, openDatabase } from '../../common/database/database-connection.js';
import { isOperatorMistake } from '../../operator-mistake.js';
import { dataSourceOptions } from '../data-source-options.js';

/** Opens the configured database (DATABASE_URL, else the embedded one) for a one-off command. */
export async function withDataSource<T>(
  work: (dataSource: DataSource, connection: DatabaseConnection) => Promise<T>,
): Promise<T> {
  const connection = await openConfiguredDatabase();
  const dataSource = new DataSource(dataSourceOptions(connection));
  await dataSource.initialize();
  try {
    return await work(dataSource, connection);
  } finally {
    await dataSource.destroy();
    await connection.close();
  }
}

/** A mistake the operator fixes ends the command with its message alone. */
async function openConfiguredDatabase(): Promise<DatabaseConnection> {
  try {
    return await openDatabase(loadConfig());
  } catch (error) {
    if (isOperatorMistake(error)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
