import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import type { ProductCategory } from '@shop/contracts/products';
import { apiRequest, fetchQueryKeyParsed } from '@shop/ui/api-fetch';

/** Imported with the request, not with the page (see fetchQueryKeyParsed). */
const loadProductListSchema = async () => (await import('@shop/contracts/products')).productListSchema;

/** GET /api/products */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.products],
    queryFn: (context) => fetchQueryKeyParsed(context, loadProductListSchema),
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
      const [response, schema] = await Promise.all([
        apiRequest('GET', `${API_PATHS.products}?${query.toString()}`, undefined, { signal }),
        loadProductListSchema(),
      ]);
      return schema.parse(await response.json());
    },
  });

export function useProductsInCategory(category: ProductCategory) {
  return useQuery(productsInCategoryQueryOptions(category));
}
