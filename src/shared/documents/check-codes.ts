/**
 * Codes of the stock-take (spec console §3/§4/§7 stock check, workflows §3 stocktaking plan; the
 * values the spec does not show are our design, see docs/decisions/ "Stock-take").
 *
 * - CHECK_STATUS_CODE (the count plan): 10 created (plan, editable), 12 submitted, 20 counting
 *   (tasks created, counted stock frozen), 30 counted (counting ended), 40 differences posted
 *   (inventory change created, final), 90 cancelled, 99 closed (ended without adjustment).
 * - CHECK_TASK_STATUS (a count task): 10 to count, 15 counting, 30 ended, 99 closed; a task is
 *   suspended or not beside its status (isSuspend).
 * - CHECK_SCOPE: 1 whole warehouse, 2 zones, 3 cells, 4 items (the scope line field of each).
 * - CHECK_MODE: 1 blind (the counter never sees the book quantity), 2 visible.
 * - CHECK_PATTERN: 1 full (every balance in scope), 2 dynamic (only cells with stock movements in
 *   the last changeDays days).
 * - CHECK_PLAN_TYPE: 1 ad hoc, 2 periodic (cycle count). isWriteBack (the plan's write-back flag,
 *   workflows §4): the differences are posted; off, the count is for information only.
 */
export const CHECK_STATUS_CODES = ['10', '12', '20', '30', '40', '90', '99'] as const;
export const CHECK_TASK_STATUSES = ['10', '15', '30', '99'] as const;
export const TASK_OPEN: readonly string[] = ['10', '15'];

export const CHECK_SCOPES = ['1', '2', '3', '4'] as const;
export const SCOPE_WAREHOUSE = '1';
export const SCOPE_CELLS = '3';
export const SCOPE_ITEMS = '4';
/** The scope line field each scope selects by (whole warehouse: none). */
export const SCOPE_FIELD: Record<string, 'zoneNo' | 'cellNo' | 'itemNo' | undefined> = { '1': undefined, '2': 'zoneNo', '3': 'cellNo', '4': 'itemNo' };

export const CHECK_MODES = ['1', '2'] as const;
export const MODE_BLIND = '1';

export const CHECK_PATTERNS = ['1', '2'] as const;
export const PATTERN_DYNAMIC = '2';

export const CHECK_PLAN_TYPES = ['1', '2'] as const;

/** The ledger document type of a count plan's freezes (numbers read CHK202611240001). */
export const CHECK_DOC_TYPE = 'CHK';

/**
 * The plan statuses for which container labels may be printed (spec console §5 stock-check form):
 * created, submitted, counting and counted (a recount may still follow), i.e. while stock found
 * by the count can still be put into new containers; never once posted, cancelled or closed.
 */
export const CHECK_LABEL_STATUSES: readonly string[] = ['10', '12', '20', '30'];
