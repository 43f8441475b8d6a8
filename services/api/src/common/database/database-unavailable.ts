import { QueryFailedError } from 'typeorm';
import { ShopError } from '../errors/shop-error.js';

/**
 * SQLSTATEs that say the server is not there to answer, not that the statement was wrong: the
 * connection class (08: refused, lost), a shutdown in progress (57P01 admin, 57P02 crash), a
 * server still starting or in recovery (57P03) and a full server (53300). 08P01, a protocol
 * violation, is left out: PostgreSQL also answers it to a statement sent with the wrong number of
 * parameters, which is the code's mistake, not an outage.
 */
function unavailableState(state: string): boolean {
  if (state === '08P01') return false;
  return state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state);
}

/** Socket errors on the way to the server (a restart refuses or resets; a lost host times out). */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * What the `pg` driver and its pool say when a connection is lost or cannot be had: the server
 * closed the socket ("Connection terminated unexpectedly"), a connect timed out ("timeout
 * expired"), the pool gave up waiting for a free connection, or a client already broken was asked
 * again.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function oneLevel(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code))))
    return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database could not be reached (PostgreSQL restarting, the link cut,
 * the pool out of connections), as opposed to a statement it refused. Looks through TypeORM's
 * QueryFailedError to the driver's error and along `cause` (Node's AggregateError of a connect to
 * several addresses, pg-pool's timeout wrapping the socket's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (oneLevel(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current instanceof QueryFailedError ? current.driverError : (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A short description of the failure for the outage's log line (no query text, no parameters). */
export function unavailableReason(error: unknown): string {
  const inner = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (typeof inner !== 'object' || inner === null) return String(inner);
  const { code, message } = inner as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : 'unknown error';
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}

/**
 * The Retry-After of a 503 DATABASE_DOWN: a restart of PostgreSQL takes seconds, and a load
 * balancer checking readiness every second has taken this process out by then.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer to a request the database could not serve: 503 DATABASE_DOWN with Retry-After. */
export function databaseDown(cause: unknown): ShopError {
  return new ShopError('DATABASE_DOWN', undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, cause });
}
