import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Authenticator } from '../authenticator.js';
import type { User } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import { PkceStateNonceStrategy } from './oidc-strategy.js';

export const OIDC_STRATEGY = 'oidc';

/** The shopper the provider vouched for, with the ID token kept for sign-out at the provider. */
export type OidcUser = User & { oidcIdToken?: string };

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
    private readonly users: UsersService,
    readonly authenticator: Authenticator,
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
        this.authenticator.use(
          OIDC_STRATEGY,
          new PkceStateNonceStrategy(
            {
              config: configuration,
              scope: 'openid email profile',
              callbackURL: new URL('/api/auth/oidc/callback', this.config.publicUrl).href,
            },
            (tokens, verified) => {
              this.claimsOf(configuration, tokens)
                .then((claims) => this.userFromClaims(claims))
                .then(
                  (user) => {
                    const oidcUser: OidcUser = Object.assign(user, { oidcIdToken: tokens.id_token });
                    verified(null, oidcUser);
                  },
                  (error: Error) => verified(error),
                );
            },
          ),
        );
        return configuration;
      })
      .catch((error: unknown) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        this.logger.error(`OpenID Connect discovery failed: ${String(error)}`);
        throw error;
      });
    return this.configuration;
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

  /**
   * The ID token's claims, completed from the userinfo endpoint when the provider keeps profile
   * claims out of the ID token (as OpenID Connect allows and many providers do).
   */
  private async claimsOf(
    configuration: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<Record<string, unknown>> {
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The identity provider sent no ID token');
    if (typeof idClaims.email === 'string') return idClaims;
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    return { ...userInfo, ...idClaims, email: userInfo.email, email_verified: userInfo.email_verified };
  }

  private async userFromClaims(claims: Record<string, unknown>): Promise<User> {
    const email = typeof claims?.email === 'string' ? claims.email : undefined;
    if (!email) throw new Error('The identity provider did not share an email address');
    if (claims?.email_verified === false) throw new Error('The identity provider has not verified this email address');
    const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value.slice(0, 100) : null);
    return this.users.upsertFromProvider({
      email,
      firstName: text(claims?.given_name),
      lastName: text(claims?.family_name),
      profileImageUrl: typeof claims?.picture === 'string' ? claims.picture.slice(0, 2048) : null,
    });
  }
}
