/**
 * The logic of the work order list's tools (WorkOrderTools.tsx; docs/decisions/ "Production"):
 * which action buttons show and when they are enabled, from the work order's transition table
 * (WORK_ORDER_ACTIONS, src/shared/entities/work-order.entity.ts) and the page's permission flags,
 * and the body of the complete call from the dialog's values.
 */
import { canWorkOrderAct, WORK_ORDER_ACTIONS, type WorkOrderAction } from '../../../shared/entities/work-order.entity.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';

/** The buttons the permissions grant, in order; each enabled when exactly one order is selected and its status allows the action (the calls take one order). */
export function workOrderButtons(permissions: MenuPermissions, selected: Record<string, unknown>[]): { action: WorkOrderAction; enabled: boolean }[] {
  return (Object.keys(WORK_ORDER_ACTIONS) as WorkOrderAction[])
    .filter((action) => permissions[WORK_ORDER_ACTIONS[action].flag] === true)
    .map((action) => ({ action, enabled: selected.length === 1 && canWorkOrderAct(action, String(selected[0].statusCode)) }));
}

export type CompleteValues = {
  cellNo?: string;
  materials?: { cellNo?: string; itemNo?: string; lotNo?: string; qty?: string }[];
  finished?: { barcode?: string; qty?: string }[];
};

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The complete call's body `{ id, version, cellNo, materials, finished }` of an order and the dialog's values (texts trimmed, empty rows left out; the server validates the rest). */
export function completeBody(order: Record<string, unknown>, values: CompleteValues) {
  return {
    id: Number(order.id),
    version: Number(order.version),
    cellNo: trimmed(values.cellNo),
    materials: (values.materials ?? [])
      .map((m) => ({ cellNo: trimmed(m.cellNo), itemNo: trimmed(m.itemNo), lotNo: trimmed(m.lotNo), qty: trimmed(m.qty) }))
      .filter((m) => m.cellNo || m.itemNo || m.qty),
    finished: (values.finished ?? []).map((f) => ({ barcode: trimmed(f.barcode), qty: trimmed(f.qty) })).filter((f) => f.barcode || f.qty),
  };
}
