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

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!limit) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const state = await this.rateLimits.consume(limit, request.ip ?? 'unknown');
    if (state.blocked) {
      throw rateLimited('Too many requests.', state.retryAfterSeconds);
    }
    return true;
  }
}
