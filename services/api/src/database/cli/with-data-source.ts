import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config.js';
import { openDatabase } from '../database-connection.js';
import { dataSourceOptions } from '../data-source-options.js';

/** Opens the configured database (DATABASE_URL, else the embedded one) for a one-off command. */
export async function withDataSource<T>(work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const connection = await openDatabase(config);
  const dataSource = new DataSource(dataSourceOptions(connection));
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
    await connection.close();
  }
}
