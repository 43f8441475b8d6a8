import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import {
  adminProductDetailSchema,
  adminProductPageSchema,
  adminProductSchema,
  stockChangeResponseSchema,
  type AdminProduct,
  type StockChangeRequest,
  type StockChangeResponse,
  type UpdateProductRequest,
} from '@shop/contracts/admin-products';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions, type QueryParams } from '../../../api/admin-query.js';

const productPath = (id: number) => `${ADMIN_API_PATHS.products}/${id}`;

/** GET /api/admin/products: every product, hidden ones too, filtered and paged. */
export const productsQueryOptions = (params: QueryParams) =>
  adminQueryOptions(ADMIN_API_PATHS.products, adminProductPageSchema, params);

/** GET /api/admin/products/:id: the product with its stock movements and batches. */
export const productQueryOptions = (id: number) => adminQueryOptions(productPath(id), adminProductDetailSchema);

/** After a change, the list (every page and filter) and the product page read again. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API_PATHS.products),
    });
}

/** PATCH /api/admin/products/:id: the fields sent change (price: the owner only). */
export function useUpdateProduct(id: number) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (request: UpdateProductRequest): Promise<AdminProduct> =>
      adminProductSchema.parse(await (await apiRequest('PATCH', productPath(id), request)).json()),
    onSuccess: refresh,
  });
}

/** POST /api/admin/products/:id/stock: damaged, recounted, or a batch received. */
export function useChangeStock(id: number) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (request: StockChangeRequest): Promise<StockChangeResponse> =>
      stockChangeResponseSchema.parse(await (await apiRequest('POST', `${productPath(id)}/stock`, request)).json()),
    onSuccess: refresh,
  });
}
