import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import type { ClientUser } from '@shop/contracts/auth';
import { getQueryFn } from '@shop/ui/api-fetch';
import { useHydrated } from '@shop/ui/use-hydrated';

const fetchCurrentUser = getQueryFn({ on401: 'returnNull' });

/**
 * GET /api/auth/user. A 401 is "signed out", not an error. The schema (and zod with it) is
 * downloaded only when someone is signed in: every page asks this, and for a shopper who is not
 * signed in there is nothing to validate.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.currentUser],
    queryFn: async (context): Promise<ClientUser | null> => {
      const body = await fetchCurrentUser(context);
      if (body === null) return null;
      const { clientUserSchema } = await import('@shop/contracts/auth');
      return clientUserSchema.parse(body);
    },
    retry: false,
  });

export interface AuthState {
  user: ClientUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Authentication is derived from the current-user call (GET /api/auth/user). Any failure,
 * including a 404 or an unexpected body, means anonymous: a broken auth endpoint must not break
 * shopping.
 */
export function useAuth(): AuthState {
  const hydrated = useHydrated();
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  // The server renders every page without the shopper (so it can be cached and shared). While a
  // part of the page hydrates, even one that loads late, it must look as the server rendered it:
  // "still loading"; the shopper's own state follows in the next render.
  if (!hydrated) return { user: null, isLoading: true, isAuthenticated: false };
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
