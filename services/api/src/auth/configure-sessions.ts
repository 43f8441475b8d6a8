import type { NestExpressApplication } from '@nestjs/platform-express';
import { type NextFunction, type Request, type Response, Router } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../config/app-config.js';
import { sessionFreeReads } from './session-free-reads.js';
import { loadOrCreateSessionSecret } from './session-secret.js';
import { SessionStore } from './session-store.js';
import './session-types.js';

/** The session cookie's name: `__Host-` (Secure, host-only, path /) when shoppers use HTTPS. */
export function sessionCookieName(config: AppConfig): string {
  return config.publicUrl.protocol === 'https:' ? '__Host-sid' : 'sid';
}

/**
 * Cookie sessions stored in PostgreSQL, read by Passport. The cookie is HttpOnly and SameSite=Lax;
 * an idle session expires after SESSION_IDLE_MINUTES (the expiry rolls with each request) and any
 * session after SESSION_ABSOLUTE_HOURS since sign-in.
 */
export async function configureSessions(app: NestExpressApplication, config: AppConfig): Promise<void> {
  const secure = config.publicUrl.protocol === 'https:';
  app.set('trust proxy', config.trustProxy);
  // Only the API reads sessions: pages, scripts and images never set or roll the cookie, so a page's
  // answer is the same for every visitor and may be kept by shared caches.
  const sessions = Router();
  sessions.use(
    session({
      name: sessionCookieName(config),
      secret: config.session.secret ?? (await loadOrCreateSessionSecret(config.dataDir)),
      store: app.get(SessionStore).store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy !== false,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: config.session.idleMinutes * 60_000 },
    }),
  );
  sessions.use(endSessionsPastAbsoluteLifetime(config.session.absoluteHours * 3_600_000));
  sessions.use(passport.initialize());
  sessions.use(passport.session());
  // Anonymous reads of the kept products list and the health probes go without (session-free-reads.ts).
  const sessionFree = sessionFreeReads(sessionCookieName(config));
  app.use('/api', (request: Request, response: Response, next: NextFunction) =>
    sessionFree(request) ? next() : sessions(request, response, next),
  );
}

function endSessionsPastAbsoluteLifetime(lifetimeMs: number) {
  return (request: Request, _response: Response, next: NextFunction) => {
    const signedInAt = request.session?.signedInAt;
    if (signedInAt === undefined || Date.now() - signedInAt <= lifetimeMs) return next();
    request.session.regenerate((error) => next(error));
  };
}
