import { Passport } from 'passport';
import type { User } from './user.entity.js';
import type { UsersService } from './users.service.js';

/**
 * One Passport instance per app, not Passport's process-wide singleton (which @nestjs/passport
 * uses): strategies and serializers registered there accumulate across app instances, so a second
 * app in the same process would read sessions through the first one's closed database.
 */
export class Authenticator extends Passport {}

export function createAuthenticator(users: UsersService): Authenticator {
  const authenticator = new Authenticator();
  // The session holds only the user id; each request loads the current user row.
  authenticator.serializeUser<string>((user, done) => done(null, (user as User).id));
  authenticator.deserializeUser<string>((id, done) => {
    users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  });
  return authenticator;
}
