import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import {
  inboxAssigneeListSchema,
  inboxItemSchema,
  inboxPageSchema,
  type InboxAssignRequest,
  type InboxItem,
  type InboxKind,
  type InboxNoteRequest,
  type InboxReplyRequest,
  type InboxStatus,
  type InboxStatusChange,
} from '@shop/contracts/admin-inbox';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

const PATH = ADMIN_API_PATHS.inbox;

/** /api/admin/inbox/contact/12, /api/admin/inbox/chat/3 (a chat by its number). */
export const inboxItemPath = (kind: InboxKind, id: number) => `${PATH}/${kind}/${id}`;

export interface InboxFilters {
  kind?: InboxKind | undefined;
  status?: InboxStatus | undefined;
  /** `me`, `unassigned` or a team member's id. */
  assignee?: string | undefined;
  page: number;
}

/** GET /api/admin/inbox?kind=&status=&assignee=&page= */
export const inboxQueryOptions = (filters: InboxFilters) => adminQueryOptions(PATH, inboxPageSchema, { ...filters });

/** GET /api/admin/inbox/:kind/:id */
export const inboxItemQueryOptions = (kind: InboxKind, id: number) =>
  adminQueryOptions(inboxItemPath(kind, id), inboxItemSchema);

/** GET /api/admin/inbox/assignees: who items can be assigned to (staff may not read the owner's staff list). */
export const assigneesQueryOptions = () => adminQueryOptions(`${PATH}/assignees`, inboxAssigneeListSchema);

export type InboxChange =
  | { action: 'status'; body: InboxStatusChange }
  | { action: 'assignee'; body: InboxAssignRequest }
  | { action: 'notes'; body: InboxNoteRequest }
  | { action: 'replies'; body: InboxReplyRequest };

/**
 * A change to one item. Its answer is the item as it now is; the inbox list (every page and
 * filter) and Today's counts are refreshed.
 */
export function useInboxChange(kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  const path = inboxItemPath(kind, id);
  return useMutation({
    mutationFn: async (change: InboxChange): Promise<InboxItem> =>
      inboxItemSchema.parse(await (await apiRequest('POST', `${path}/${change.action}`, change.body)).json()),
    onSuccess: async (item) => {
      queryClient.setQueryData(inboxItemQueryOptions(kind, id).queryKey, item);
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0]);
          return (key.startsWith(PATH) && key !== path) || key.startsWith(ADMIN_API_PATHS.today);
        },
      });
    },
  });
}
