import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { newsletterResponseSchema, type NewsletterRequest, type NewsletterResponse } from '@shop/contracts/support';
import { apiRequest } from '@shop/ui/api-fetch';

/** POST /api/newsletter: subscribing an address twice is answered, not refused. */
export async function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  const response = await apiRequest('POST', API_PATHS.newsletter, request);
  return newsletterResponseSchema.parse(await response.json());
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
