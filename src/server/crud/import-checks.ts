/**
 * Checks of imported rows that need the database beyond the declaration's (references and scope
 * are import-rows.ts's own), by entity: each answers issues per row index, which refuse the file
 * like any row issue. Schedules: the locked period (src/server/schedule/locked-period.ts).
 */
import type { EntityName } from '../../shared/entity.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import { lockedPeriodIssues } from '../schedule/locked-period.ts';

export type ImportCheck = (tx: Tx, rows: Record<string, unknown>[]) => Promise<Map<number, FieldIssue[]>>;

export const IMPORT_CHECKS: Partial<Record<EntityName, ImportCheck>> = {
  schedule: lockedPeriodIssues,
};
