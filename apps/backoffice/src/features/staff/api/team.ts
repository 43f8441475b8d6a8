import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_PATHS,
  staffListSchema,
  staffMemberSchema,
  type SetRoleRequest,
  type StaffMember,
} from '@shop/contracts/admin';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET /api/admin/staff: the team (also the assignee choices of the inbox). */
export const teamQueryOptions = () => adminQueryOptions(ADMIN_API_PATHS.staff, staffListSchema);

/** PUT /api/admin/staff (owner): the account with this email gets the role. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SetRoleRequest): Promise<StaffMember> =>
      staffMemberSchema.parse(await (await apiRequest('PUT', ADMIN_API_PATHS.staff, request)).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
