import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../common/database/database-connection.js';
import { DatabaseOutage } from '../common/database/database-outage.js';
import { dataSourceOptions } from './data-source-options.js';
import { PendingMigrationsError, prepareSchema } from './migrate-once.js';

/**
 * The database is opened before Nest starts (the embedded PGlite must be listening first), then
 * handed in here. At start the pending migrations run under the migrations lock
 * (`migrateOnStart`, MIGRATE_ON_START), or, where the operator migrates once before starting the
 * processes, the schema is only checked to be current.
 */
@Global()
@Module({})
export class DatabaseModule {
  static register(connection: DatabaseConnection, { migrateOnStart }: { migrateOnStart: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(connection),
            // Retrying cannot apply migrations nobody runs.
            toRetry: (error: unknown) => !(error instanceof PendingMigrationsError),
          }),
          dataSourceFactory: (options) => openDataSource(options!, migrateOnStart),
        }),
      ],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }, DatabaseOutage],
      exports: [DATABASE_CONNECTION, DatabaseOutage],
    };
  }
}

async function openDataSource(options: DataSourceOptions, migrateOnStart: boolean): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await prepareSchema(dataSource, migrateOnStart);
  } catch (error) {
    // A retry opens another one: this one's pool must not stay open beside it.
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
