import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';

/**
 * openid-client's Passport strategy always uses PKCE, but adds `state` and `nonce` only when the
 * provider lacks PKCE. The shop sends all three: the strategy keeps them in the session and checks
 * them on the callback, so a forged or replayed callback is refused.
 */
export class PkceStateNonceStrategy extends Strategy {
  override authorizationRequestParams(request: Request, options: AuthenticateOptions): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(request, options) ?? undefined);
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }
}
