import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ShopError } from '../errors/shop-error.js';

/**
 * The signed-in shopper of a private endpoint: `list(@AuthUser() user: Express.User)`. The
 * session guard has already refused anonymous callers; the check here keeps a handler that is
 * accidentally made public from running without a user.
 */
export const AuthUser = createParamDecorator((_data: unknown, context: ExecutionContext): Express.User => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new ShopError('SIGN_IN_REQUIRED');
  return user;
});
