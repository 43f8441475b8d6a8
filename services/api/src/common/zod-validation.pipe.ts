import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import type { FieldError } from '@shop/contracts/errors';
import { ShopError } from './errors/shop-error.js';

/** Turns zod issues into the API's field errors: { field: "shippingAddress.zipCode", message }. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = issue.path.map(String).join('.');
    if (unknownKeys.length > 0) {
      return { field: [path, ...unknownKeys].filter(Boolean).join('.'), message: 'Unknown field' };
    }
    return { field: path || '(root)', message: issue.message };
  });
}

/**
 * Validates a body, query or params object against a contracts schema. Strict schemas reject
 * unknown fields; failures answer 400 naming every field and its problem.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(
    private readonly schema: Schema,
    private readonly part: 'body' | 'query' | 'params' = 'body',
  ) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value ?? (this.part === 'query' || this.part === 'params' ? {} : undefined));
    if (result.success) return result.data;
    const fieldErrors = toFieldErrors(result.error);
    throw new ShopError(
      'VALIDATION_FAILED',
      `Invalid request ${this.part}: ${fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
      { fieldErrors },
    );
  }
}

export const validBody = <Schema extends z.ZodType>(schema: Schema) => new ZodValidationPipe(schema, 'body');
export const validQuery = <Schema extends z.ZodType>(schema: Schema) => new ZodValidationPipe(schema, 'query');
export const validParams = <Schema extends z.ZodType>(schema: Schema) => new ZodValidationPipe(schema, 'params');
