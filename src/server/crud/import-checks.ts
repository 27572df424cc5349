/**
 * Checks of imported rows that need the database beyond the declaration's (references and scope
 * are import-rows.ts's own), by entity: each answers issues per row index, which refuse the file
 * like any row issue. Schedules: the locked period (src/server/schedule/locked-period.ts); lot,
 * barcode and container rules: their basic elements (src/server/rules/rule-elements.ts).
 */
import type { EntityName } from '../../shared/entity.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import { ruleElementIssues } from '../rules/rule-elements.ts';
import { lockedPeriodIssues } from '../schedule/locked-period.ts';

export type ImportCheck = (tx: Tx, rows: Record<string, unknown>[]) => Promise<Map<number, FieldIssue[]>>;

export const IMPORT_CHECKS: Partial<Record<EntityName, ImportCheck>> = {
  schedule: lockedPeriodIssues,
  lotRule: ruleElementIssues,
  barRule: ruleElementIssues,
  boxRule: ruleElementIssues,
};

/**
 * A check the generic add and modify run before their write (write-rows.ts): `rows` as they would be
 * stored, `sent` (on modify) the fields the call sent, so a check may skip rows whose checked fields
 * were not sent (a rule enabled again is not refused for an element made invalid since).
 */
export type WriteCheck = (tx: Tx, rows: Record<string, unknown>[], sent?: Record<string, unknown>[]) => Promise<Map<number, FieldIssue[]>>;

/** The write checks by entity: a rule's basic elements. */
export const WRITE_CHECKS: Partial<Record<EntityName, WriteCheck>> = {
  lotRule: ruleElementIssues,
  barRule: ruleElementIssues,
  boxRule: ruleElementIssues,
};
