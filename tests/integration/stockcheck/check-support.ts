/**
 * Helpers of the stock-take tests: a count plan added and taken to counting through the router,
 * its tasks and count lines, and counting every line of a plan.
 */
import { expect } from 'vitest';
import { act, type Session } from '../inventory/inventory-support.ts';

export const PLAN = 'IChkCheckStockHeadService';

/** Adds a count plan of cells (checkScopeNo 3) of WH-SEA; throws on refusal. */
export async function addPlan(s: Session, cells: string[], extra: Record<string, unknown> = {}): Promise<any> {
  const answer = await s.as(`${PLAN}/addchkcheckstock`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', checkScopeNo: '3', checkModeNo: '1', checkPatternNo: '1', planType: '1', lines: cells.map((cellNo) => ({ cellNo })), ...extra });
  if (answer.code !== 0) throw new Error(`add refused: ${answer.errorMessage} ${JSON.stringify(answer.details)}`);
  return answer.data;
}

/** Runs a plan action on the plan's current version and answers the envelope. */
export async function planAction(s: Session, method: string, plan: { id: number }): Promise<any> {
  const current = await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id });
  return act(s, PLAN, method, [current.data]);
}

/** Adds, submits and creates the tasks of a plan; answers the plan's header (status 20). */
export async function countingPlan(s: Session, cells: string[], extra: Record<string, unknown> = {}): Promise<any> {
  const plan = await addPlan(s, cells, extra);
  expect((await planAction(s, 'submit', plan)).code).toBe(0);
  const started = await planAction(s, 'createCheckTask', plan);
  if (started.code !== 0) throw new Error(`createCheckTask refused: ${started.errorMessage}`);
  return started.data[0];
}

export async function tasksOf(s: Session, checkNo: string): Promise<any[]> {
  return (await s.as('IChkTaskHeadService/list', { current: 1, size: 100, condition: { checkNo } })).data.records;
}

export async function linesOf(s: Session, taskNo: string): Promise<any[]> {
  return (await s.as('IChkTaskBodyService/list', { current: 1, size: 1000, condition: { taskNo } })).data.records;
}

/** Counts every line of the plan's open tasks with `countOf(line)` and ends the tasks. */
export async function countAll(s: Session, checkNo: string, countOf: (line: any) => string): Promise<void> {
  for (const task of (await tasksOf(s, checkNo)).filter((t) => ['10', '15'].includes(t.statusCode))) {
    for (const line of await linesOf(s, task.taskNo)) {
      const saved = await s.as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty: countOf(line) });
      if (saved.code !== 0) throw new Error(`count refused: ${saved.errorMessage}`);
    }
    const [current] = (await tasksOf(s, checkNo)).filter((t) => t.id === task.id);
    const ended = await act(s, 'IChkTaskHeadService', 'end', [current]);
    if (ended.code !== 0) throw new Error(`end refused: ${ended.errorMessage}`);
  }
}
