import { createServer } from 'node:net';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, unavailableReason } from './database-unavailable.js';

/** An error as the `pg` driver makes it for an error the server sent, with its SQLSTATE. */
function serverError(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

const wrapped = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

/** A port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('telling the database being away from a refused statement', () => {
  it('recognises what the driver says when it cannot connect, as it says it', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'shop' });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(unavailableReason(refused)).toMatch(/ECONNREFUSED/);
  });

  it('recognises a lost connection, a shutdown, a server starting or full, and a pool out of connections', () => {
    for (const error of [
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      wrapped(serverError('57P01', 'terminating connection due to administrator command')),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
      wrapped(serverError('08006')),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
      new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'ETIMEDOUT' }) }),
    ])
      expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, true]);
  });

  it('leaves the statement’s own failures alone: constraints, bad input, timeouts, protocol mistakes', () => {
    for (const error of [
      wrapped(serverError('23505', 'duplicate key value violates unique constraint')),
      wrapped(serverError('22P02', 'invalid input syntax for type integer')),
      wrapped(serverError('57014', 'canceling statement due to statement timeout')),
      wrapped(serverError('08P01', 'bind message supplies 2 parameters, but prepared statement requires 1')),
      wrapped(serverError('40001', 'could not serialize access')),
      new Error('Connection to the bank terminated'),
      new TypeError('undefined is not a function'),
    ])
      expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, false]);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('names the reason without the statement or its parameters', () => {
    const error = new QueryFailedError(
      'SELECT * FROM users WHERE email = $1',
      ['shopper@example.com'],
      serverError('57P01', 'terminating connection due to administrator command'),
    );
    expect(unavailableReason(error)).toBe('terminating connection due to administrator command (57P01)');
  });
});
