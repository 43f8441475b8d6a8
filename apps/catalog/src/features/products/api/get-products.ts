import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { productListSchema, type ProductCategory } from '@shop/contracts/products';
import { apiRequest, fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/products */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.products],
    queryFn: async (context) => productListSchema.parse(await fetchQueryKey(context)),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}

/**
 * GET /api/products?category=oils. The key starts with the list's path, so invalidating the
 * product list refreshes these too.
 */
export const productsInCategoryQueryOptions = (category: ProductCategory) =>
  queryOptions({
    queryKey: [API_PATHS.products, { category }],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ category });
      const response = await apiRequest('GET', `${API_PATHS.products}?${query.toString()}`, undefined, { signal });
      return productListSchema.parse(await response.json());
    },
  });

export function useProductsInCategory(category: ProductCategory) {
  return useQuery(productsInCategoryQueryOptions(category));
}
