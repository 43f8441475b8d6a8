import { queryOptions } from '@tanstack/react-query';
import type { z } from '@shop/contracts/zod';
import { fetchQueryKey } from '@shop/ui/api-fetch';

export type QueryParams = Record<string, string | number | undefined | null>;

/** `/api/admin/orders` + { status: 'packed', page: 2 } → `/api/admin/orders?status=packed&page=2` (empty values left out). */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A back-office read: the key is the API address (path and query), so invalidating the path's
 * prefix refreshes every page of a list; the answer is checked against its contract.
 */
export function adminQueryOptions<Schema extends z.ZodType>(path: string, schema: Schema, params?: QueryParams) {
  const url = withQuery(path, params);
  return queryOptions({
    queryKey: [url],
    queryFn: async (context): Promise<z.infer<Schema>> => schema.parse(await fetchQueryKey(context)),
  });
}
