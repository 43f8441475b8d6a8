import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ADMIN_PAGE_PATHS, type AdminPage } from '@shop/contracts/admin-routes';
import { matchesRoute } from '@shop/contracts/remote-routes';
import type { UserRole } from '@shop/contracts/auth';

export interface AdminPageEntry {
  page: AdminPage;
  /** In the side navigation when set. */
  navLabel?: string;
  /** Who may open it: staff and owners, or the owner alone (the API refuses the rest anyway). */
  ownerOnly?: true;
  component: LazyExoticComponent<ComponentType>;
}

// Each page is its own chunk: staff opening the orders list do not download the inbox.
const pageOf = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/** Every back-office page in navigation order; detail pages have no navigation entry. */
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  { page: 'today', navLabel: 'Today', component: pageOf(() => import('../features/today/today-page.js'), 'TodayPage') },
  {
    page: 'orders',
    navLabel: 'Orders',
    component: pageOf(() => import('../features/orders/orders-page.js'), 'OrdersPage'),
  },
  { page: 'order', component: pageOf(() => import('../features/orders/order-page.js'), 'OrderPage') },
  {
    page: 'packingSlip',
    component: pageOf(() => import('../features/orders/packing-slip-page.js'), 'PackingSlipPage'),
  },
  {
    page: 'runs',
    navLabel: 'Delivery runs',
    component: pageOf(() => import('../features/delivery-runs/runs-page.js'), 'RunsPage'),
  },
  { page: 'run', component: pageOf(() => import('../features/delivery-runs/run-page.js'), 'RunPage') },
  { page: 'runSheet', component: pageOf(() => import('../features/delivery-runs/run-sheet-page.js'), 'RunSheetPage') },
  {
    page: 'runDriver',
    component: pageOf(() => import('../features/delivery-runs/driver-page.js'), 'DriverPage'),
  },
  {
    page: 'products',
    navLabel: 'Products & stock',
    component: pageOf(() => import('../features/products/products-page.js'), 'ProductsPage'),
  },
  { page: 'product', component: pageOf(() => import('../features/products/product-page.js'), 'ProductPage') },
  { page: 'inbox', navLabel: 'Inbox', component: pageOf(() => import('../features/inbox/inbox-page.js'), 'InboxPage') },
  {
    page: 'inboxMessage',
    component: pageOf(() => import('../features/inbox/inbox-item-page.js'), 'InboxMessagePage'),
  },
  {
    page: 'inboxInquiry',
    component: pageOf(() => import('../features/inbox/inbox-item-page.js'), 'InboxInquiryPage'),
  },
  { page: 'inboxChat', component: pageOf(() => import('../features/inbox/inbox-item-page.js'), 'InboxChatPage') },
  {
    page: 'subscriptions',
    navLabel: 'Subscriptions',
    component: pageOf(() => import('../features/subscriptions/subscriptions-page.js'), 'SubscriptionsPage'),
  },
  {
    page: 'subscription',
    component: pageOf(() => import('../features/subscriptions/subscription-page.js'), 'SubscriptionPage'),
  },
  {
    page: 'delivery',
    navLabel: 'Delivery schedule',
    component: pageOf(() => import('../features/delivery-schedule/delivery-schedule-page.js'), 'DeliverySchedulePage'),
  },
  {
    page: 'emails',
    navLabel: 'E-mails',
    component: pageOf(() => import('../features/emails/emails-page.js'), 'EmailsPage'),
  },
  {
    page: 'audit',
    navLabel: 'Audit log',
    ownerOnly: true,
    component: pageOf(() => import('../features/audit/audit-page.js'), 'AuditPage'),
  },
  {
    page: 'staff',
    navLabel: 'Staff',
    ownerOnly: true,
    component: pageOf(() => import('../features/staff/staff-page.js'), 'StaffPage'),
  },
];

export function mayOpen(entry: AdminPageEntry, role: UserRole): boolean {
  return entry.ownerOnly ? role === 'owner' : role === 'staff' || role === 'owner';
}

/** The page at this address, or undefined (the back office's own "not found"). */
export function adminPageAt(pathname: string): AdminPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_PAGES.find((entry) => matchesRoute(ADMIN_PAGE_PATHS[entry.page], path));
}
