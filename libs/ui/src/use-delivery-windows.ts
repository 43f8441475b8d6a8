import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { deliveryWindowsSchema } from '@shop/contracts/delivery-windows';
import { apiRequest } from './api-fetch.js';

const FIVE_DIGITS = /^\d{5}$/;

/** GET /api/delivery-windows?zipCode=: the windows with room for an address, earliest first (checkout, subscribing, moving an order). */
export const deliveryWindowsQueryOptions = (zipCode: string) =>
  queryOptions({
    queryKey: [API_PATHS.deliveryWindows, zipCode],
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', `${API_PATHS.deliveryWindows}?zipCode=${zipCode}`, undefined, {
        signal,
      });
      return deliveryWindowsSchema.parse(await response.json());
    },
    // Places go as other shoppers check out: a window list older than a minute is asked again.
    staleTime: 60_000,
    retry: false,
  });

/** The windows for a ZIP once it has five digits; nothing is asked before. */
export function useDeliveryWindows(zipCode: string) {
  const trimmed = zipCode.trim();
  return useQuery({ ...deliveryWindowsQueryOptions(trimmed), enabled: FIVE_DIGITS.test(trimmed) });
}
