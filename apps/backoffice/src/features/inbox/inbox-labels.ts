import type { AdminPage } from '@shop/contracts/admin-routes';
import { adminPath } from '@shop/contracts/admin-routes';
import type { InboxKind, InboxStatus } from '@shop/contracts/admin-inbox';
import type { ChatAuthor } from '@shop/contracts/chat';

export const KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Message',
  inquiry: 'Business inquiry',
  chat: 'Chat',
};

/** The list's kinds, as its tabs name them. */
export const KIND_TABS: readonly { kind: InboxKind | undefined; label: string }[] = [
  { kind: undefined, label: 'All' },
  { kind: 'contact', label: 'Messages' },
  { kind: 'inquiry', label: 'Business inquiries' },
  { kind: 'chat', label: 'Chats' },
];

export const STATUS_LABELS: Record<InboxStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  new: 'New',
  in_progress: 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  'awaiting-email': 'Waiting for an address',
};

export const AUTHOR_LABELS: Record<ChatAuthor, string> = {
  shopper: 'Shopper',
  bot: 'Bot',
  staff: 'Staff',
};

const ITEM_PAGES: Record<InboxKind, AdminPage> = {
  contact: 'inboxMessage',
  inquiry: 'inboxInquiry',
  chat: 'inboxChat',
};

/** The item's page: /admin/inbox/messages/12, /admin/inbox/chats/3. */
export const inboxItemLink = (kind: InboxKind, id: number) => adminPath(ITEM_PAGES[kind], id);
