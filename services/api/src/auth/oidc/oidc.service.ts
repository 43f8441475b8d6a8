import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import * as client from 'openid-client';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { OidcAccountsService } from './oidc-accounts.service.js';
import { OIDC_STRATEGY, OidcStrategy } from './oidc.strategy.js';

/**
 * OpenID Connect sign-in when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 * Discovery happens on the first sign-in, so the shop starts even while the provider is down.
 */
@Injectable()
export class OidcService {
  readonly loginPath = '/api/auth/oidc/login';
  private readonly logger = new Logger(OidcService.name);
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: OidcAccountsService,
  ) {}

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  /** Discovers the provider once and registers the Passport strategy. */
  ensureStrategy(): Promise<client.Configuration> {
    const settings = this.config.oidc;
    if (!settings) return Promise.reject(new Error('OpenID Connect is not configured'));
    this.configuration ??= client
      .discovery(settings.issuerUrl, settings.clientId, settings.clientSecret, undefined, {
        // Plain-http providers only outside production (a provider on loopback in tests).
        execute:
          settings.issuerUrl.protocol === 'http:' && this.config.environment !== 'production'
            ? [client.allowInsecureRequests]
            : [],
      })
      .then((configuration) => {
        // PassportStrategy registers the new strategy under its name as it is made.
        new OidcStrategy(configuration, new URL('/api/auth/oidc/callback', this.config.publicUrl).href, this.accounts);
        return configuration;
      })
      .catch((error: unknown) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        this.logger.error(`OpenID Connect discovery failed: ${String(error)}`);
        throw error;
      });
    return this.configuration;
  }

  /** Sends the browser to the provider; resolves once the redirect has been answered. */
  async startSignIn(request: Request, response: Response): Promise<void> {
    await this.ensureStrategy();
    // The strategy answers with the redirect itself and calls next only on an error.
    await new Promise<void>((resolve, reject) => {
      response.once('finish', () => resolve());
      passport.authenticate(OIDC_STRATEGY)(request, response, (error: unknown) => reject(error));
    });
  }

  /** The provider's end-session URL, when it offers one; undefined otherwise. */
  async endSessionUrl(idToken: string): Promise<string | undefined> {
    if (!this.enabled) return undefined;
    const configuration = await this.ensureStrategy().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    return client
      .buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: new URL('/', this.config.publicUrl).href,
      })
      .toString();
  }
}
