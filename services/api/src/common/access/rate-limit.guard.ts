import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RATE_LIMIT } from './access.decorators.js';
import { rateLimited } from '../rate-limit/rate-limited.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { RateLimitName } from '../rate-limit/rate-limits.js';

/** Counts calls to endpoints marked with PublicRateLimited per client address. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Synchronous for the endpoints without a limit (nearly all): Nest then awaits nothing. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const limit = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!limit) return true;
    return this.consume(limit, context.switchToHttp().getRequest<Request>());
  }

  private async consume(limit: RateLimitName, request: Request): Promise<boolean> {
    const state = await this.rateLimits.consume(limit, request.ip ?? 'unknown');
    if (state.blocked) {
      throw rateLimited('Too many requests.', state.retryAfterSeconds);
    }
    return true;
  }
}
