import { offeredWindowSchema } from '@shop/contracts/delivery-windows';
import { apiErrorCodeSchema, fieldErrorSchema } from '@shop/contracts/errors';
import { z } from '@shop/contracts/zod';

/**
 * The API's error body, read leniently: a proxy or an older server may send fewer fields, and a
 * newer server a code this build does not know yet (then `code` is simply absent).
 *
 * Its own module, loaded by api-fetch.ts only when a failed request answered with a JSON object:
 * pages that meet no error never download zod for it.
 */
const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  code: apiErrorCodeSchema.optional().catch(undefined),
  fieldErrors: z.array(fieldErrorSchema).optional().catch(undefined),
  requestId: z.string().optional().catch(undefined),
  deliveryWindows: z.array(offeredWindowSchema).optional().catch(undefined),
});

export type ApiErrorBody = z.infer<typeof errorBodySchema>;

/** The typed fields of a parsed JSON error body, or undefined when it is not the API's shape. */
export function parseErrorBody(json: unknown): ApiErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
