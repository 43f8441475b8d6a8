import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RoleGuard } from './role.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SessionAuthGuard } from './session-auth.guard.js';

/**
 * Who may call what, for every endpoint: cross-site writes refused first, then rate limits, then
 * the session check (private unless marked Public), then the back office's roles. Guards run in
 * this order.
 */
@Global()
@Module({
  providers: [
    RateLimitService,
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RoleGuard },
  ],
  exports: [RateLimitService],
})
export class AccessModule {}
