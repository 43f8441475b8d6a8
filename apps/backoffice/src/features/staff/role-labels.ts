import type { UserRole } from '@shop/contracts/auth';

export const ROLE_LABELS: Record<UserRole, string> = {
  shopper: 'Shopper (not on the team)',
  staff: 'Staff',
  owner: 'Owner',
};
