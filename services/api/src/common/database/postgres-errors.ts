import { QueryFailedError } from 'typeorm';

/** SQLSTATE of a PostgreSQL error TypeORM passed on, or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique constraint refused the row: it exists already (or a concurrent insert won). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
