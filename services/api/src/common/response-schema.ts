import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  InternalServerErrorException,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';

const RESPONSE_SCHEMA = Symbol('response-schema');

/**
 * Parses every answer with its declared schema: fields the contract does not name (internal
 * columns such as stock or stripePriceId) are stripped, and a handler that breaks its contract
 * fails loudly instead of sending the browser something it cannot read.
 */
@Injectable()
export class ResponseSchemaInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schema = this.reflector.get<z.ZodType | undefined>(RESPONSE_SCHEMA, context.getHandler());
    if (!schema) return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        const result = schema.safeParse(body);
        if (!result.success) {
          throw new InternalServerErrorException('Response did not match its contract', {
            cause: result.error,
          });
        }
        return result.data;
      }),
    );
  }
}

/**
 * Declares the contracts schema a handler's answer must satisfy, and binds the interceptor that
 * checks it to that handler alone: a handler without a schema (one that sends kept bytes itself)
 * then runs without Nest's interceptor chain, which costs a few observables per request.
 */
export const ResponseSchema = (schema: z.ZodType) =>
  applyDecorators(SetMetadata(RESPONSE_SCHEMA, schema), UseInterceptors(ResponseSchemaInterceptor));
