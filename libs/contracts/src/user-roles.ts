/**
 * Who a user is to the shop: every account is a shopper; staff run the back office (orders, stock,
 * inbox, subscriptions); owners also refund, change prices and make or remove staff.
 *
 * No zod here: the shell's navbar reads roles on every page, and this module keeps the validation
 * library out of its first script (auth.ts re-exports all of it beside the schemas).
 */
export const USER_ROLES = ['shopper', 'staff', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Staff and owners may use the back office. */
export function isStaffRole(role: UserRole): boolean {
  return role === 'staff' || role === 'owner';
}
