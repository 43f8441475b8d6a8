import type { Request } from 'express';
import { PassportStrategy } from '@nestjs/passport';
import * as client from 'openid-client';
import { OidcAccountsService, type OidcSignInOutcome } from './oidc-accounts.service.js';
import { PkceStateNonceStrategy } from './pkce-state-nonce-strategy.js';
import { profileFromClaims } from './provider-profile.js';

export const OIDC_STRATEGY = 'oidc';

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/**
 * OpenID Connect sign-in as a Passport strategy (@nestjs/passport): authorization code with PKCE,
 * state and nonce. Made once the provider has been discovered, so the shop starts while the
 * provider is down; `validate` turns the provider's answer into an outcome (signed in, or a link
 * that needs the account's password, or a refusal) that the callback route acts on.
 */
export class OidcStrategy extends PassportStrategy(PkceStateNonceStrategy, OIDC_STRATEGY) {
  constructor(
    private readonly configuration: client.Configuration,
    callbackURL: string,
    private readonly accounts: OidcAccountsService,
  ) {
    super({ config: configuration, scope: 'openid email profile', callbackURL, passReqToCallback: true });
  }

  async validate(_request: Request, tokens: Tokens): Promise<OidcSignInOutcome> {
    const claims = await this.claimsOf(tokens);
    const profile = profileFromClaims(claims);
    if (!profile) return { kind: 'failed', reason: 'The identity provider did not share a usable email address' };
    const identity = { issuer: this.configuration.serverMetadata().issuer, subject: String(claims.sub) };
    return this.accounts.signIn(identity, profile, tokens.id_token);
  }

  /**
   * The ID token's claims, completed from the userinfo endpoint when the provider keeps profile
   * claims out of the ID token (as OpenID Connect allows and many providers do).
   */
  private async claimsOf(tokens: Tokens): Promise<Record<string, unknown>> {
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The identity provider sent no ID token');
    if (typeof idClaims.email === 'string') return idClaims;
    const userInfo = await client.fetchUserInfo(this.configuration, tokens.access_token, idClaims.sub);
    return { ...userInfo, ...idClaims, email: userInfo.email, email_verified: userInfo.email_verified };
  }
}
