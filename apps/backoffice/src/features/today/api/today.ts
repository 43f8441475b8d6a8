import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import { todaySchema } from '@shop/contracts/admin-today';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET /api/admin/today: the dashboard in one answer. */
export const todayQueryOptions = () => adminQueryOptions(ADMIN_API_PATHS.today, todaySchema);
