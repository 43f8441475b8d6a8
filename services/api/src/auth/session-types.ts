import type { User as ShopUser } from './user.entity.js';
import type { OidcSignInOutcome, PendingIdentityLink } from './oidc/oidc-accounts.service.js';

declare module 'express-session' {
  interface SessionData {
    /** When the shopper signed in, for the absolute session lifetime. */
    signedInAt: number;
    /** Where to go after the identity provider sends the shopper back. */
    oidcReturnTo: string;
    /** For the provider's end-session endpoint at sign-out. */
    oidcIdToken: string;
    /** A provider sign-in waiting for the shopper to prove they own the built-in account. */
    pendingIdentityLink: PendingIdentityLink;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends ShopUser {}
    interface Request {
      /** What the OpenID Connect callback's guard made of the provider's answer. */
      oidcOutcome?: OidcSignInOutcome;
    }
  }
}

export {};
