import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { checkoutOptionsSchema } from '@shop/contracts/orders';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/checkout/options (public): the payment methods this shop takes. */
export const checkoutOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.checkoutOptions],
    queryFn: async (context) => checkoutOptionsSchema.parse(await fetchQueryKey(context)),
  });

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQueryOptions());
}
