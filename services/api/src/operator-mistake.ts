import { ConfigError } from './config/app-config.js';
import { DatabaseInUseError } from './common/database/database-connection.js';
import { PendingMigrationsError } from './database/migrate-once.js';

/**
 * A reason the server or a command cannot start that the operator fixes (a bad setting, the
 * embedded database open in another process): printed as its message alone, without a stack trace.
 */
export function isOperatorMistake(error: unknown): error is Error {
  return error instanceof ConfigError || error instanceof DatabaseInUseError || error instanceof PendingMigrationsError;
}
