import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { currentRequestContext } from './request-context.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's own log calls (`new Logger(Context).warn(...)`) written through pino: inside a request
 * with that request's logger, so the line carries its requestId; outside (start-up, timers) with
 * the root logger.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes an optional stack (for errors) and the context name as the last argument. */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    const logger = currentRequestContext()?.logger ?? this.root;
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) logger[level]({ ...fields, ...message });
    else logger[level](fields, String(message));
  }
}
