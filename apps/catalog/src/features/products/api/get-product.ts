import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { fetchQueryKeyParsed } from '@shop/ui/api-fetch';

/** GET /api/products/:id (404 for an unknown product), with the key benefits the detail page shows. */
export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [API_PATHS.products, productId],
    queryFn: (context) =>
      fetchQueryKeyParsed(context, async () => (await import('@shop/contracts/products')).productDetailSchema),
  });

/** Skips the request when the id in the URL is not a valid product id. */
export function useProduct(productId: number | null) {
  return useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });
}
