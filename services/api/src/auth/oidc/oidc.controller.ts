import { Controller, Get, NotFoundException, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { Public } from '../../common/access/access.decorators.js';
import { validQuery } from '../../common/zod-validation.pipe.js';
import { safeReturnTo } from '../return-to.js';
import { startShopSession } from '../shop-session.js';
import type { User } from '../user.entity.js';
import { OIDC_STRATEGY, type OidcUser, OidcService } from './oidc.service.js';

const loginQuerySchema = z.strictObject({ returnTo: z.string().max(2048).optional() });

@Controller('auth/oidc')
export class OidcController {
  constructor(private readonly oidc: OidcService) {}

  /** Sends the shopper to the provider (authorization code + PKCE, state and nonce). */
  @Get('login')
  @Public()
  async login(
    @Query(validQuery(loginQuerySchema)) query: z.infer<typeof loginQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!this.oidc.enabled) throw new NotFoundException();
    await this.oidc.ensureStrategy();
    request.session.oidcReturnTo = safeReturnTo(query.returnTo);
    // The strategy answers with the redirect itself; it calls next only on an error.
    await new Promise<void>((resolve, reject) => {
      response.once('finish', () => resolve());
      this.oidc.authenticator.authenticate(OIDC_STRATEGY)(request, response, (error: unknown) => reject(error));
    });
  }

  /** The provider sends the shopper back with a code; a wrong state or a replayed code fails. */
  @Get('callback')
  @Public()
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!this.oidc.enabled) throw new NotFoundException();
    await this.oidc.ensureStrategy();
    const returnTo = request.session.oidcReturnTo ?? '/';
    const user = await new Promise<OidcUser | false>((resolve) => {
      this.oidc.authenticator.authenticate(
        OIDC_STRATEGY,
        { session: false },
        (error: unknown, result: OidcUser | false) => resolve(error ? false : result),
      )(request, response, () => resolve(false));
    });
    if (!user) return response.redirect(302, '/login?error=provider');
    const { oidcIdToken, ...shopper } = user;
    await startShopSession(request, shopper as User, oidcIdToken ? { oidcIdToken } : {});
    response.redirect(302, returnTo);
  }
}
