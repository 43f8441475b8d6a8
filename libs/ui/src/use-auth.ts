import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { clientUserSchema, type ClientUser } from '@shop/contracts/auth';
import { getQueryFn } from '@shop/ui/api-fetch';

const fetchCurrentUser = getQueryFn({ on401: 'returnNull' });

/** GET /api/auth/user. A 401 is "signed out", not an error. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.currentUser],
    queryFn: async (context): Promise<ClientUser | null> =>
      clientUserSchema.nullable().parse(await fetchCurrentUser(context)),
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
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
