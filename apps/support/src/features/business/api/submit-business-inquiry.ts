import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { submissionReceiptSchema, type BusinessInquiryRequest } from '@shop/contracts/support';
import { apiRequest } from '@shop/ui/api-fetch';

/** POST /api/business-inquiries */
export async function submitBusinessInquiry(request: BusinessInquiryRequest) {
  const response = await apiRequest('POST', API_PATHS.businessInquiries, request);
  return submissionReceiptSchema.parse(await response.json());
}

/** Sends an inquiry; on success the inquiries list is refreshed, so it shows the new one. */
export function useSubmitBusinessInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBusinessInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_PATHS.businessInquiries] }),
  });
}
