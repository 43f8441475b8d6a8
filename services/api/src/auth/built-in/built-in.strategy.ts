import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AccountsService } from '../accounts.service.js';
import type { User } from '../user.entity.js';

export const BUILT_IN_STRATEGY = 'built-in';

/** Email + password sign-in as a Passport strategy: the account service checks the password under its lockouts. */
@Injectable()
export class BuiltInStrategy extends PassportStrategy(Strategy, BUILT_IN_STRATEGY) {
  constructor(private readonly accounts: AccountsService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<User> {
    return this.accounts.verifyCredentials(email, password, request.ip ?? 'unknown');
  }
}
