import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { OidcSignInOutcome } from './oidc-accounts.service.js';
import { OIDC_STRATEGY } from './oidc.strategy.js';
import { OidcService } from './oidc.service.js';

/**
 * Passport's AuthGuard on the provider's callback: checks state, nonce and PKCE, redeems the code
 * and leaves what the strategy made of it on `request.oidcOutcome`. It never throws, because the
 * callback is a page navigation: the route turns every outcome (a refusal too) into a redirect.
 */
@Injectable()
export class OidcCallbackGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger(OidcCallbackGuard.name);

  constructor(private readonly oidc: OidcService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    try {
      await this.oidc.ensureStrategy();
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      request.oidcOutcome = this.failed(error);
      return true;
    }
  }

  override getAuthenticateOptions() {
    return { property: 'oidcOutcome', session: false };
  }

  override handleRequest<Outcome = OidcSignInOutcome>(error: unknown, outcome: Outcome | false): Outcome {
    if (error || !outcome) return this.failed(error) as Outcome;
    return outcome;
  }

  private failed(error: unknown): OidcSignInOutcome {
    const reason = error instanceof Error ? error.message : 'The identity provider refused the sign-in';
    this.logger.warn(`OpenID Connect sign-in failed: ${reason}`);
    return { kind: 'failed', reason };
  }
}
