import { type DataSource, type Migration, MigrationExecutor } from 'typeorm';

/**
 * TypeORM's own migration runner (each migration in its transaction, recorded in the migrations
 * table), limited to the first `count` migrations in TypeORM's order: a restore brings the
 * database to the schema its backup was taken at, on the caller's DataSource. (A second
 * DataSource with fewer migrations would need a second connection, and the embedded database
 * serves one.)
 */
export class MigrationsUpTo extends MigrationExecutor {
  constructor(
    dataSource: DataSource,
    private readonly count = Number.POSITIVE_INFINITY,
  ) {
    super(dataSource);
    this.transaction = 'each';
  }

  /** Names as TypeORM records them, in the order it runs them (by the timestamp in the name). */
  names(): string[] {
    return this.getMigrations().map((migration) => migration.name);
  }

  protected override getMigrations(): Migration[] {
    return super.getMigrations().slice(0, this.count);
  }
}
