import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { signInRequestSchema } from '@shop/contracts/auth';
import { ShopError } from '../../common/errors/shop-error.js';
import { validBody } from '../../common/zod-validation.pipe.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { BUILT_IN_STRATEGY } from './built-in.strategy.js';

/**
 * Passport's AuthGuard for email + password. Guards run before pipes, so the body is validated
 * here first: a malformed request is a 400 naming the field, never a password check.
 */
@Injectable()
export class BuiltInSignInGuard extends AuthGuard(BUILT_IN_STRATEGY) {
  private readonly validSignIn = validBody(signInRequestSchema);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.builtInAccounts) throw new ShopError('BUILT_IN_ACCOUNTS_OFF');
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.validSignIn.transform(request.body);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<User>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user) throw new ShopError('INVALID_CREDENTIALS');
    return user;
  }
}
