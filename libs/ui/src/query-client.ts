import { QueryClient } from '@tanstack/react-query';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/**
 * No automatic retry, no refetch on focus, no polling, data never stale. Screens refresh by
 * invalidating the API path they changed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKey,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
