import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import {
  outboxEmailSchema,
  outboxPageSchema,
  type EmailStatus,
  type OutboxEmailView,
} from '@shop/contracts/admin-emails';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET /api/admin/emails: a page of the outbox, newest first, optionally of one status. */
export const outboxQueryOptions = (params: { page: number; status: EmailStatus | undefined }) =>
  adminQueryOptions(ADMIN_API_PATHS.emails, outboxPageSchema, params);

/** POST /api/admin/emails/:id/retry: due again now; every page of the list is refreshed after. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<OutboxEmailView> =>
      outboxEmailSchema.parse(await (await apiRequest('POST', `${ADMIN_API_PATHS.emails}/${id}/retry`)).json()),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API_PATHS.emails),
      }),
  });
}
