import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../user.entity.js';
import { TeamService } from '../team/team.service.js';
import { UsersService } from '../users.service.js';

type Done<T> = (error: Error | null, value?: T | false) => void;

/** The session holds only the user id; each request loads the current user row. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(
    private readonly users: UsersService,
    private readonly team: TeamService,
  ) {
    super();
  }

  /** Runs at every sign-in (built-in or OpenID Connect): where OWNER_EMAILS takes effect for a verified account. */
  serializeUser(user: User, done: Done<string>): void {
    this.team.applyConfiguredOwner(user).then(
      () => done(null, user.id),
      (error: Error) => done(error),
    );
  }

  deserializeUser(id: string, done: Done<User>): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
