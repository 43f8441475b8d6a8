import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../user.entity.js';
import { UsersService } from '../users.service.js';

type Done<T> = (error: Error | null, value?: T | false) => void;

/** The session holds only the user id; each request loads the current user row. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: Done<User>): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
