import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../common/database/database-connection.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * The database is opened before Nest starts (the embedded PGlite must be listening first), then
 * handed in here. Pending migrations run when the app starts.
 */
@Global()
@Module({})
export class DatabaseModule {
  static register(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(connection), migrationsRun: true })],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
