/**
 * Codes of the stock area (spec console §9, workflows §3; the values the spec does not show are
 * our design, see docs/decisions/ "Stock documents and queries").
 *
 * - STOCK_STATUS (the ledger key's stock status, "inventory type"): 10 qualified, 20 to inspect,
 *   21 inspecting, 22 unqualified, 23 concession (accepted by inspection with a deviation), 25 to put away, 26 putting away, 30 picked (staged to ship),
 *   40 in transit. The allowance filter offers the spec's groups 10 (with 23); 20,21,25,26; 22; 30; 40.
 * - TRANSFER_TYPE: 1 putaway move and 2 picking move are made by the inbound and outbound flows
 *   and are disabled in the picker (spec §9); users choose 3 cell to cell or 4 warehouse to warehouse.
 * - CHANGE_TYPE (adjustment): 1 gain, 2 loss. FREEZE_TYPE: 1 cell, 2 item, 3 lot, 4 container.
 *   RELEASE_TYPE: 1 allocated quantity, 2 frozen quantity.
 */
export const STOCK_STATUSES = ['10', '20', '21', '22', '23', '25', '26', '30', '40'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const QUALIFIED: StockStatus = '10';

/** The inventory type filter groups of spec console §9, in order; the value is the group's index. */
export const STOCK_STATUS_GROUPS: readonly (readonly StockStatus[])[] = [['10', '23'], ['20', '21', '25', '26'], ['22'], ['30'], ['40']];

/** Statuses an inventory release may release from: the inspection group, unqualified and concession. */
export const RELEASABLE_STATUSES: readonly StockStatus[] = ['20', '21', '22', '23', '25', '26'];

export const TRANSFER_TYPES = ['1', '2', '3', '4'] as const;
/** Transfer types made by other flows: shown but disabled in the picker, refused on add. */
export const SYSTEM_TRANSFER_TYPES: readonly string[] = ['1', '2'];
export const TRANSFER_CELL_TO_CELL = '3';
export const TRANSFER_WAREHOUSE_TO_WAREHOUSE = '4';

export const CHANGE_TYPES = ['1', '2'] as const;
export const CHANGE_GAIN = '1';
export const FREEZE_TYPES = ['1', '2', '3', '4'] as const;
/** The line field a freeze type selects by. */
export const FREEZE_FIELD: Record<(typeof FREEZE_TYPES)[number], 'cellNo' | 'itemNo' | 'lotNo' | 'containerNo'> = { '1': 'cellNo', '2': 'itemNo', '3': 'lotNo', '4': 'containerNo' };
export const RELEASE_TYPES = ['1', '2'] as const;
export const RELEASE_ALLOCATED = '1';

/** Exception record types (SM.Stock exception-record). */
export const EXCEPTION_TYPES = ['1', '2', '3', '4'] as const;
