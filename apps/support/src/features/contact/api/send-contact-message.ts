import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { submissionReceiptSchema, type ContactMessageRequest } from '@shop/contracts/support';
import { apiRequest } from '@shop/ui/api-fetch';

/** POST /api/contact-messages */
export async function sendContactMessage(request: ContactMessageRequest) {
  const response = await apiRequest('POST', API_PATHS.contactMessages, request);
  return submissionReceiptSchema.parse(await response.json());
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
