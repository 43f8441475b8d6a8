import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { productListSchema } from '@shop/contracts/products';
import { apiRequest } from '@shop/ui/api-fetch';

const OILS = 'oils';

/**
 * GET /api/products?category=oils: every oil a box can hold, out-of-stock ones included. The key
 * is the catalog's own for this list, so both remotes share one cache entry, and invalidating the
 * product list (after a subscription takes stock) refreshes it.
 */
export const oilsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.products, { category: OILS }],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ category: OILS });
      const response = await apiRequest('GET', `${API_PATHS.products}?${query.toString()}`, undefined, { signal });
      return productListSchema.parse(await response.json());
    },
  });

export function useOils() {
  return useQuery(oilsQueryOptions());
}
