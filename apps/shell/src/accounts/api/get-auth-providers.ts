import { API_PATHS } from '@shop/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersSchema, type AuthProviders } from '@shop/contracts/auth';
import { fetchQueryKey } from '@shop/ui/api-fetch';

export const AUTH_PROVIDERS_PATH = API_PATHS.authProviders;

/** GET /api/auth/providers: built-in accounts, single sign-on, or both. */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: [AUTH_PROVIDERS_PATH],
    queryFn: async (context) => authProvidersSchema.parse(await fetchQueryKey(context)),
  });

/** What the page offers when the providers cannot be read: built-in accounts are the default. */
const BUILT_IN_ONLY: AuthProviders = { builtIn: true, oidc: { enabled: false, name: '', loginUrl: '' } };

/** `providers` is undefined only while loading; a failed call must not lock shoppers out. */
export function useAuthProviders(): { providers: AuthProviders | undefined } {
  const { data, isError } = useQuery(authProvidersQueryOptions());
  return { providers: data ?? (isError ? BUILT_IN_ONLY : undefined) };
}
