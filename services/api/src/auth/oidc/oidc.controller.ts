import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { returnToField } from '@shop/contracts/auth';
import { safeReturnTo } from '@shop/contracts/return-to';
import { Public } from '../../common/access/access.decorators.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { validQuery } from '../../common/zod-validation.pipe.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { startShopSession } from '../shop-session.js';
import { OidcCallbackGuard } from './oidc-callback.guard.js';
import { OidcService } from './oidc.service.js';

const loginQuerySchema = z.strictObject({ returnTo: returnToField });

/** Where the sign-in page explains why a provider sign-in did not sign the shopper in. */
const signInPage = (query: Record<string, string>) => `/login?${new URLSearchParams(query).toString()}`;

@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly oidc: OidcService,
    private readonly metrics: MetricsService,
  ) {}

  /** Sends the shopper to the provider (authorization code + PKCE, state and nonce). */
  @Get('login')
  @Public()
  async login(
    @Query(validQuery(loginQuerySchema)) query: z.infer<typeof loginQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!this.oidc.enabled) throw new ShopError('SINGLE_SIGN_ON_OFF');
    request.session.oidcReturnTo = safeReturnTo(query.returnTo);
    try {
      await this.oidc.startSignIn(request, response);
    } catch {
      if (!response.headersSent) response.redirect(302, signInPage({ error: 'provider' }));
    }
  }

  /**
   * The provider sends the shopper back with a code. Signed in: back where they were. A built-in
   * account with this email: the sign-in page asks for its password once, which links the two.
   * Anything else (a wrong state, a replayed code, no usable email): the sign-in page says so.
   */
  @Get('callback')
  @Public()
  @UseGuards(OidcCallbackGuard)
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.oidc.enabled) throw new ShopError('SINGLE_SIGN_ON_OFF');
    const returnTo = request.session.oidcReturnTo ?? '/';
    const outcome = request.oidcOutcome ?? { kind: 'failed', reason: 'No answer from the identity provider' };
    this.metrics.signIns.inc({ method: 'oidc', outcome: outcome.kind });
    switch (outcome.kind) {
      case 'signed-in':
        await startShopSession(request, outcome.user, outcome.idToken ? { oidcIdToken: outcome.idToken } : {});
        return response.redirect(302, returnTo);
      case 'link-required':
        request.session.pendingIdentityLink = outcome.pending;
        return response.redirect(302, signInPage({ link: 'provider', returnTo }));
      case 'cannot-link':
        return response.redirect(302, signInPage({ error: 'link' }));
      case 'failed':
        return response.redirect(302, signInPage({ error: 'provider' }));
    }
  }
}
