import type { User as ShopUser } from './user.entity.js';

declare module 'express-session' {
  interface SessionData {
    /** When the shopper signed in, for the absolute session lifetime. */
    signedInAt: number;
    /** Where to go after the identity provider sends the shopper back. */
    oidcReturnTo: string;
    /** For the provider's end-session endpoint at sign-out. */
    oidcIdToken: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends ShopUser {}
  }
}

export {};
