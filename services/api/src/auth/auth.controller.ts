import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  authProvidersSchema,
  clientUserSchema,
  registerRequestSchema,
  signedInResponseSchema,
  signInRequestSchema,
  type RegisterRequest,
  type SignInRequest,
} from '@shop/contracts/auth';
import { Public, PublicRateLimited } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validQuery } from '../common/zod-validation.pipe.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AccountsService } from './accounts.service.js';
import { endShopSession, startShopSession } from './shop-session.js';
import { OidcService } from './oidc/oidc.service.js';
import { safeReturnTo } from './return-to.js';
import { toClientUser } from './users.service.js';

const returnToQuerySchema = z.strictObject({ returnTo: z.string().max(2048).optional() });

@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly oidc: OidcService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Full page navigation (spec): the sign-in page, or straight to the provider when it is the only way. */
  @Get('login')
  @Public()
  login(
    @Query(validQuery(returnToQuerySchema)) query: z.infer<typeof returnToQuerySchema>,
    @Res() response: Response,
  ): void {
    const returnTo = safeReturnTo(query.returnTo);
    if (!this.config.builtInAccounts && this.oidc.enabled) {
      return response.redirect(302, `${this.oidc.loginPath}?returnTo=${encodeURIComponent(returnTo)}`);
    }
    response.redirect(302, `/login?returnTo=${encodeURIComponent(returnTo)}`);
  }

  @Get('auth/providers')
  @Public()
  @ResponseSchema(authProvidersSchema)
  providers() {
    return {
      builtIn: this.config.builtInAccounts,
      oidc: { enabled: this.oidc.enabled, name: this.config.oidc?.providerName ?? '', loginUrl: this.oidc.loginPath },
    };
  }

  @Post('auth/register')
  @PublicRateLimited('signUpPerIp')
  @ResponseSchema(signedInResponseSchema)
  async register(@Body(validBody(registerRequestSchema)) body: RegisterRequest, @Req() request: Request) {
    this.requireBuiltInAccounts();
    const user = await this.accounts.register(body);
    await startShopSession(request, user);
    return { redirectTo: safeReturnTo(body.returnTo) };
  }

  @Post('auth/login')
  @Public()
  @HttpCode(200)
  @ResponseSchema(signedInResponseSchema)
  async signIn(@Body(validBody(signInRequestSchema)) body: SignInRequest, @Req() request: Request) {
    this.requireBuiltInAccounts();
    const user = await this.accounts.verifyCredentials(body.email, body.password, request.ip ?? 'unknown');
    await startShopSession(request, user);
    return { redirectTo: safeReturnTo(body.returnTo) };
  }

  /** Full page navigation (spec). Ends the session here, and at the provider when it offers that. */
  @Get('logout')
  @Public()
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    // A cross-site page must not be able to sign shoppers out (e.g. with an <img> tag).
    if (request.get('sec-fetch-site') === 'cross-site') return response.redirect(302, '/');
    const idToken = request.session?.oidcIdToken;
    await endShopSession(request, response, this.config);
    response.redirect(302, (idToken && (await this.oidc.endSessionUrl(idToken))) || '/');
  }

  @Get('auth/user')
  @Public()
  @ResponseSchema(clientUserSchema)
  currentUser(@Req() request: Request) {
    if (!request.user) throw new UnauthorizedException({ message: 'Not signed in', code: 'NOT_SIGNED_IN' });
    return toClientUser(request.user);
  }

  private requireBuiltInAccounts(): void {
    if (!this.config.builtInAccounts) {
      throw new UnauthorizedException({ message: 'Sign in with your account provider', code: 'BUILT_IN_ACCOUNTS_OFF' });
    }
  }
}
