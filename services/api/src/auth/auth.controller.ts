import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  authProvidersSchema,
  clientUserSchema,
  registerRequestSchema,
  returnToField,
  signedInResponseSchema,
  signInRequestSchema,
  type RegisterRequest,
  type SignInRequest,
} from '@shop/contracts/auth';
import { safeReturnTo } from '@shop/contracts/return-to';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { Public, PublicRateLimited } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validQuery } from '../common/zod-validation.pipe.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AccountsService } from './accounts.service.js';
import { BuiltInSignInGuard } from './built-in/built-in-sign-in.guard.js';
import { OidcAccountsService } from './oidc/oidc-accounts.service.js';
import { OidcService } from './oidc/oidc.service.js';
import { endShopSession, startShopSession } from './shop-session.js';
import { signOutRequestKind } from './sign-out-navigation.js';
import type { User } from './user.entity.js';
import { toClientUser } from './users.service.js';

const returnToQuerySchema = z.strictObject({ returnTo: returnToField });

@Controller()
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly oidc: OidcService,
    private readonly oidcAccounts: OidcAccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A page navigation: the sign-in page, or straight to the provider when it is the only way. */
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
    if (!this.config.builtInAccounts) throw new ShopError('BUILT_IN_ACCOUNTS_OFF');
    const user = await this.accounts.register(body);
    await startShopSession(request, user);
    return { redirectTo: safeReturnTo(body.returnTo) };
  }

  /**
   * Email + password (the BuiltInSignInGuard checks them). A provider sign-in waiting for this
   * account's password is linked to it now: the shopper has just proved they own the account.
   */
  @Post('auth/login')
  @Public()
  @HttpCode(200)
  @UseGuards(BuiltInSignInGuard)
  @ResponseSchema(signedInResponseSchema)
  async signIn(
    @Body(validBody(signInRequestSchema)) body: SignInRequest,
    @AuthUser() user: User,
    @Req() request: Request,
  ) {
    const pendingLink = request.session.pendingIdentityLink;
    await startShopSession(request, user);
    if (pendingLink) await this.oidcAccounts.completePendingLink(pendingLink, user);
    return { redirectTo: safeReturnTo(body.returnTo) };
  }

  /**
   * A page navigation. Ends the session here, and at the provider when it offers that. Any other
   * request for it changes nothing: another site's link goes back to the home page still signed
   * in; an image, script, fetch or frame gets a 403.
   */
  @Get('logout')
  @Public()
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    const kind = signOutRequestKind(request, this.config.publicUrl);
    if (kind === 'refused') throw new ShopError('SIGN_OUT_NAVIGATION_ONLY');
    if (kind === 'other-navigation') return response.redirect(302, '/');
    const idToken = request.session?.oidcIdToken;
    await endShopSession(request, response, this.config);
    response.redirect(302, (idToken && (await this.oidc.endSessionUrl(idToken))) || '/');
  }

  @Get('auth/user')
  @Public()
  @ResponseSchema(clientUserSchema)
  currentUser(@Req() request: Request) {
    if (!request.user) throw new ShopError('SIGN_IN_REQUIRED', 'Not signed in');
    return toClientUser(request.user);
  }
}
