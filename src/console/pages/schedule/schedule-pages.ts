/**
 * The delivery scheduling pages by menu number (workflows §2 deliverySchedule and the supplier
 * portal's schedule, delivery and order pages): custom pages (settings, board, kanban, DSB; the
 * delivery plan and shipping schedule are the board in their own mode), and the SUP pages that
 * show an entity's generic list (pending schedule, procurement plan and forecast). The PC lists of
 * schedules (releaseSchedule 170302), plans (170305) and forecasts (170306) are plain entity pages.
 */
import { procurementForecastEntity } from '../../../shared/entities/procurement-forecast.entity.ts';
import { procurementPlanEntity } from '../../../shared/entities/procurement-plan.entity.ts';
import { scheduleEntity } from '../../../shared/entities/schedule.entity.ts';
import type { EntityDef } from '../../../shared/entity.ts';
import type { MenuPermissions, PermissionFlag } from '../../../shared/permissions.ts';

/** What a board page shows: the scheduling board, the supplier's delivery plan (cards of what is left to deliver), or its shipping schedule (day plan). */
export type BoardView = 'board' | 'deliveryPlan' | 'shippingSchedule';

export type SchedulePage = { page: 'setting' } | { page: 'board'; view: BoardView } | { page: 'kanban' } | { page: 'dsb' };

export const SCHEDULE_PAGES: Partial<Record<string, SchedulePage>> = {
  '170301': { page: 'setting' },
  '170303': { page: 'kanban' },
  '170304': { page: 'board', view: 'board' },
  '170307': { page: 'dsb' },
  '5104': { page: 'board', view: 'deliveryPlan' },
  '5105': { page: 'board', view: 'shippingSchedule' },
  '5202': { page: 'board', view: 'board' },
  '5203': { page: 'kanban' },
};

/** Supplier portal pages listing an entity declared under a PC menu. */
export const SCHEDULE_LISTS: Partial<Record<string, EntityDef>> = {
  '5201': scheduleEntity,
  '5303': procurementPlanEntity,
  '5304': procurementForecastEntity,
};

/** What a supplier does on those lists: find, export, print and reply (isSave, the pending schedule's reply). */
const SUPPLIER_LIST_FLAGS: readonly PermissionFlag[] = ['isSearch', 'isExport', 'isPrint', 'isSave'];

/**
 * The flags a supplier portal list of a buyer's entity honours: the role's grants less the buyer's
 * buttons (add, modify, delete, import, publish and cancel publish), which the server refuses a
 * supplier anyway (record 0871).
 */
export function supplierListPermissions(permissions: MenuPermissions): MenuPermissions {
  return Object.fromEntries(SUPPLIER_LIST_FLAGS.map((flag) => [flag, permissions[flag] === true]));
}
