/**
 * SYSTEM_USER: who a scheduled job writes as (update_name 'system', an administrator's scope over
 * every organisation and warehouse): a job's rows are the schedule's, not one user's
 * (integrate/sync-job.ts, stockcheck/cycle-count.ts).
 */
import type { SessionUser } from '../rpc/session.ts';

export const SYSTEM_USER: SessionUser = {
  id: 0, userNo: 'system', userName: 'system', userType: 'staff', belongSupplier: null, orgNo: null, warehouseNo: null,
  isAdmin: true, roles: [], permissions: new Map(), orgs: 'all', warehouses: 'all', classifyTypes: 'all', pwdExpired: false, tokenHash: '',
};
