import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import {
  createSubscriptionCheckoutResponseSchema,
  type CreateSubscriptionCheckoutRequest,
  type CreateSubscriptionCheckoutResponse,
} from '@shop/contracts/subscriptions';
import { apiRequest } from '@shop/ui/api-fetch';

export interface CreateSubscriptionCheckoutVariables {
  request: CreateSubscriptionCheckoutRequest;
  /** One per checkout attempt: a retry of the same attempt finds the subscription already made. */
  idempotencyKey: string;
}

/** POST /api/create-subscription-checkout */
export async function createSubscriptionCheckout({
  request,
  idempotencyKey,
}: CreateSubscriptionCheckoutVariables): Promise<CreateSubscriptionCheckoutResponse> {
  const response = await apiRequest('POST', API_PATHS.createSubscriptionCheckout, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return createSubscriptionCheckoutResponseSchema.parse(await response.json());
}

/** Starts the subscription; what happens next (payment page or success page) is the caller's. */
export function useCreateSubscriptionCheckout() {
  return useMutation({ mutationFn: createSubscriptionCheckout });
}
