import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressListSchema } from '@shop/contracts/address-book';
import { API_PATHS } from '@shop/contracts/api-paths';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/addresses: the shopper's address book, most recently used first. */
export const savedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.addresses],
    queryFn: async (context) => savedAddressListSchema.parse(await fetchQueryKey(context)),
  });

export function useSavedAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...savedAddressesQueryOptions(), enabled });
}
