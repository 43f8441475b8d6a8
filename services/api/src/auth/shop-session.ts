import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { sessionCookieName } from './configure-sessions.js';
import type { User } from './user.entity.js';

/** Signs the shopper in on a NEW session id (Passport regenerates it), against session fixation. */
export async function startShopSession(
  request: Request,
  user: User,
  extra: { oidcIdToken?: string } = {},
): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
  request.session.signedInAt = Date.now();
  if (extra.oidcIdToken) request.session.oidcIdToken = extra.oidcIdToken;
}

/** Destroys the session on the server, so a cookie kept from before no longer signs anyone in. */
export async function endShopSession(request: Request, response: Response, config: AppConfig): Promise<void> {
  if (request.session) {
    await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) =>
      request.session.destroy((error) => (error ? reject(error) : resolve())),
    );
  }
  response.clearCookie(sessionCookieName(config), { path: '/' });
}
