import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { idempotencyKeySchema } from '@shop/contracts/orders';
import { ShopError } from './errors/shop-error.js';

/** The request's Idempotency-Key header, validated; a missing or malformed key is a 400 naming it. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const result = idempotencyKeySchema.safeParse(context.switchToHttp().getRequest<Request>().get('idempotency-key'));
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Idempotency-Key is invalid';
  throw new ShopError('VALIDATION_FAILED', `Invalid request headers: Idempotency-Key: ${message}`, {
    fieldErrors: [{ field: 'Idempotency-Key', message }],
  });
});
