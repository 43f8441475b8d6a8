/**
 * The back office's pages (the backoffice remote, for staff and owners). The shell routes each to
 * the remote's one exposed module, which picks the page; shoppers' pages never load any of it.
 */
export const ADMIN_PAGE_PATHS = {
  today: '/admin',
  orders: '/admin/orders',
  order: '/admin/orders/:id',
  packingSlip: '/admin/orders/:id/packing-slip',
  // Delivery runs: a run is named by its dated window's id.
  runs: '/admin/runs',
  run: '/admin/runs/:id',
  runSheet: '/admin/runs/:id/sheet',
  runDriver: '/admin/runs/:id/driver',
  products: '/admin/products',
  product: '/admin/products/:id',
  inbox: '/admin/inbox',
  // One page per kind, so every route parameter stays a row id (a chat by its number).
  inboxMessage: '/admin/inbox/messages/:id',
  inboxInquiry: '/admin/inbox/inquiries/:id',
  inboxChat: '/admin/inbox/chats/:id',
  subscriptions: '/admin/subscriptions',
  subscription: '/admin/subscriptions/:id',
  delivery: '/admin/delivery',
  emails: '/admin/emails',
  audit: '/admin/audit',
  staff: '/admin/staff',
} as const;

export type AdminPage = keyof typeof ADMIN_PAGE_PATHS;

/** A page's address with its row id filled in: adminPath('order', 42) is /admin/orders/42. */
export function adminPath(page: AdminPage, id?: number): string {
  const path: string = ADMIN_PAGE_PATHS[page];
  return id === undefined ? path : path.replace(':id', String(id));
}
