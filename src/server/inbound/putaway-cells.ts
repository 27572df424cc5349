/**
 * Where received goods go (Base.Strategy listing; src/server/strategy/rank-cells.ts ranks):
 *
 * - putawayAsk / putawayAsks(tx, orgNo, warehouseNo, lines): each line's request with the rule
 *   lines of the putaway strategy of the applicable strategy application (the most specific
 *   valid row for organisation, warehouse and the item's group, then priority; DEFAULT_RULES:
 *   mix rules, capacity, nearest empty, when none names one), the item's unit weight and inbound
 *   cell; many lines take one query in all. RULE_NOT_EFFECTIVE when that application's putaway
 *   strategy is disabled; a confirmation ('check' use) passes such applications over instead
 *   (src/server/strategy/effective.ts).
 * - candidateCells(tx, warehouseNo, cellNos?, exceptLineIds?): valid, not bad cells of valid storage
 *   (ZONE_TYPE 2) and picking (3) zones with what they hold: on-hand per item and lot, plus what
 *   open putaway lines are proposed into them (reserved, so tasks made one after the other do not
 *   fill one cell twice; the lines being confirmed excepted); weight by the items' unit weight.
 *   cellNo and exceptLineId take one value or a list (a batch confirm).
 *   Receiving, shipping, inspection and returns zones never take putaway, nor does a cell under
 *   count (stockcheck/cells-under-count.ts; record 1045).
 * - holdPutawayCells(tx, warehouseNo): takes the warehouse's putaway hold, a transaction advisory
 *   lock released at commit or rollback. Every step that proposes cells, or puts goods into a cell
 *   that no proposal of its own holds, takes it before its first stock lock, so such steps of one
 *   warehouse take turns: each reads the proposals the ones before it committed, and a proposal
 *   holds its cell from its commit until confirmed or released (task closed or voided)
 *   (docs/decisions/0500-putaway-proposals-hold-their-cells.md).
 * - proposePutaway(tx, warehouseNo, requests): the hold, then proposeCells over candidateCells.
 * - proposeCells(candidates, requests): the best cell of each request in order (null: none
 *   fits), counting what earlier requests were proposed into, so two lines do not fill one cell
 *   past its rules; the candidates are sorted once per order and kept sorted, so a request looks
 *   at the first cells only.
 * - checkCell(tx, warehouseNo, cellNo, request, lineId): locks the cell row (lockCells: parallel
 *   putaways into one cell take turns, so capacity is never exceeded) and refuses it
 *   (STOCK_CELL_UNDER_COUNT naming the plan when a count plan counts it; else the first rule that
 *   refuses it: putaway-refusal.ts; no such cell, not a storage or picking cell, zone, cell type,
 *   mixing, capacity) unless it is a candidate passing the filter rules now (passesFilters).
 */
import { sql } from 'drizzle-orm';
import { parseRuleLines, applicableApplications, type PutawayRule, type RuleLine } from '../../shared/strategies.ts';
import type { Tx } from '../db/client.ts';
import { lockKey } from '../db/lock.ts';
import { cellRefusal, type PutawayAsk } from './putaway-refusal.ts';
import { rankCells, ranking, type CellCandidate } from '../strategy/rank-cells.ts';
import { assertStrategiesEffective, inForce, type NamedStrategy, type StrategyUse } from '../strategy/effective.ts';
import { countHold, refuseCellUnderCount, underCountSql } from '../stockcheck/cells-under-count.ts';
import { text } from './inbound-rules.ts';

const DEFAULT_RULES: RuleLine<PutawayRule>[] = [{ rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }];
const FILTER_RULES: readonly PutawayRule[] = ['zone', 'cellType', 'mixRules', 'capacity'];

export type { PutawayAsk } from './putaway-refusal.ts';

type Application = { orgNo: string; warehouseNo: string | null; customerNo: string | null; groupNo: string | null; priority: number; statusCode: number; ruleLines: string; strategies: NamedStrategy[] };

/** The valid strategy applications of an organisation with their putaway rule lines, as one JSON array (a scalar subquery). */
const applicationsOf = (orgNo: string) => sql`(
  select coalesce(json_agg(json_build_object('orgNo', a.org_no, 'warehouseNo', a.warehouse_no, 'customerNo', a.customer_no, 'groupNo', a.group_no,
    'priority', a.priority, 'statusCode', a.status_code, 'ruleLines', s.rule_lines, 'strategyNo', s.strategy_no, 'strategyStatus', s.status_code)), '[]')
  from bm_strategy_application a join bm_putaway_strategy s on s.strategy_no = a.putaway_strategy_no
  where a.org_no = ${orgNo} and a.status_code = 1)`;

/** An application row of applicationsOf as the rules take it. */
const application = (r: Record<string, unknown>): Application => ({
  orgNo: text(r.orgNo), warehouseNo: text(r.warehouseNo) || null, customerNo: text(r.customerNo) || null, groupNo: text(r.groupNo) || null,
  priority: Number(r.priority), statusCode: Number(r.statusCode), ruleLines: text(r.ruleLines),
  strategies: [{ strategyNo: text(r.strategyNo), statusCode: Number(r.strategyStatus) }],
});

/** The putaway rule lines for an item group among the applications (DEFAULT_RULES when none applies; RULE_NOT_EFFECTIVE when its strategy is disabled). */
function rulesFor(applications: Application[], orgNo: string, warehouseNo: string, groupNo: string | null): RuleLine<PutawayRule>[] {
  // A customer-bound application is for outbound lines; receipts have no customer.
  const [best] = applicableApplications(applications.filter((r) => !r.customerNo), { orgNo, warehouseNo, groupNo });
  if (!best) return DEFAULT_RULES;
  assertStrategiesEffective(best.strategies);
  const parsed = parseRuleLines('putaway', best.ruleLines);
  return 'lines' in parsed ? (parsed.lines as RuleLine<PutawayRule>[]) : DEFAULT_RULES;
}

export async function candidateCells(tx: Tx, warehouseNo: string, cellNos?: string | string[], exceptLineIds?: number | number[]): Promise<CellCandidate[]> {
  const cells = cellNos === undefined ? undefined : [cellNos].flat();
  if (cells?.length === 0) return [];
  const cellNo = cells && sql`in ${cells}`;
  const except = [exceptLineIds ?? 0].flat();
  const result = await tx.execute(sql`
    with held as (
      select s.cell_no, s.org_no, s.item_no, s.lot_no, s.on_hand as qty from inv_stock s where s.warehouse_no = ${warehouseNo} and s.on_hand > 0
        ${cellNo === undefined ? sql`` : sql`and s.cell_no ${cellNo}`}
      union all
      select l.proposed_cell_no, l.org_no, l.item_no, l.lot_no, l.qty from in_putaway_line l join in_putaway_task t on t.id = l.task_id
      where t.warehouse_no = ${warehouseNo} and t.status_code in ('10', '15') and l.status_code = '10' and l.proposed_cell_no is not null
        and l.id not in ${except.length ? except : [0]} ${cellNo === undefined ? sql`` : sql`and l.proposed_cell_no ${cellNo}`}
    )
    select c.cell_no, c.zone_no, c.cell_type, c.is_mix_sku, c.is_mix_lot, c.cell_in_seq, c.cell_x, c.cell_y, c.cell_z,
      c.max_qty::text as max_qty, c.max_weight::text as max_weight,
      coalesce(json_agg(json_build_object('itemNo', h.item_no, 'lotNo', h.lot_no, 'qty', h.qty::text)) filter (where h.cell_no is not null), '[]') as contents,
      coalesce(sum(h.qty * coalesce(i.weight, 0)), 0)::text as weight
    from bm_cell c
    join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    left join held h on h.cell_no = c.cell_no
    left join bm_item i on i.org_no = h.org_no and i.item_no = h.item_no
    where c.warehouse_no = ${warehouseNo} and c.status_code = 1 and z.status_code = 1 and z.zone_type in ('2', '3')
      and not coalesce(c.is_bad_cell, false) ${cellNo === undefined ? sql`` : sql`and c.cell_no ${cellNo}`}
      and c.cell_no not in (select u.cell_no from (${underCountSql(warehouseNo)}) u)
    group by c.id`);
  return result.rows.map((r) => ({
    cellNo: text(r.cell_no), zoneNo: text(r.zone_no), cellType: text(r.cell_type) || null, isMixSku: Boolean(r.is_mix_sku), isMixLot: Boolean(r.is_mix_lot),
    isBadCell: false, cellInSeq: r.cell_in_seq === null ? null : Number(r.cell_in_seq), cellX: r.cell_x === null ? null : Number(r.cell_x),
    cellY: r.cell_y === null ? null : Number(r.cell_y), cellZ: r.cell_z === null ? null : Number(r.cell_z), maxQty: (r.max_qty as string | null) ?? null,
    maxWeight: (r.max_weight as string | null) ?? null, contents: r.contents as CellCandidate['contents'], weight: text(r.weight),
  }));
}

/** Requests alike in what orders the cells (rules, inbound cell, origin) share one sorted order. */
const orderKey = (request: PutawayAsk) => JSON.stringify([request.rules, request.inCellNo ?? null, request.origin ?? null]);

/** The index where `cell` belongs in `sorted` (ascending by `compare`, a total order). */
function lowerBound(sorted: CellCandidate[], cell: CellCandidate, compare: (a: CellCandidate, b: CellCandidate) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(sorted[mid], cell) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The best cell of each request in order, as bestCell would answer it, without scanning every
 * candidate per request: the cells an order may ever take (not bad, of its zones and cell types)
 * are sorted once per order (orderKey) and each request takes the first sorted cell its filter
 * keeps; a proposed cell is moved to its new place in
 * every order built so far, as what it holds changes how it ranks (nearest empty).
 */
export function proposeCells(candidates: CellCandidate[], requests: PutawayAsk[]): (string | null)[] {
  const current = new Map(candidates.map((cell) => [cell.cellNo, cell]));
  const orders = new Map<string, { sorted: CellCandidate[]; eligible: (cell: CellCandidate) => boolean; compare: (a: CellCandidate, b: CellCandidate) => number }>();
  return requests.map((request) => {
    const key = orderKey(request);
    const { eligible, keep, compare } = ranking(request.rules, request);
    let order = orders.get(key);
    if (!order) {
      order = { sorted: [...current.values()].filter(eligible).sort(compare), eligible, compare };
      orders.set(key, order);
    }
    const best = order.sorted.find(keep);
    if (!best) return null;
    // A new candidate object: the ranking reads candidates as immutable.
    const filled = { ...best, contents: [...best.contents, { itemNo: request.itemNo, lotNo: request.lotNo, qty: request.qty }] };
    current.set(best.cellNo, filled);
    for (const { sorted, eligible: inOrder, compare: byOrder } of orders.values()) {
      if (!inOrder(best)) continue;
      sorted.splice(lowerBound(sorted, best, byOrder), 1);
      sorted.splice(lowerBound(sorted, filled, byOrder), 0, filled);
    }
    return best.cellNo;
  });
}

export async function holdPutawayCells(tx: Tx, warehouseNo: string): Promise<void> {
  await lockKey(tx, `putaway_cells:${warehouseNo}`);
}

/** The proposed cell of each request in order (null: none fits), read under the warehouse's putaway hold. */
export async function proposePutaway(tx: Tx, warehouseNo: string, requests: PutawayAsk[]): Promise<(string | null)[]> {
  await holdPutawayCells(tx, warehouseNo);
  return proposeCells(await candidateCells(tx, warehouseNo), requests);
}

export async function checkCell(tx: Tx, warehouseNo: string, cellNo: string, request: PutawayAsk, lineId: number): Promise<void> {
  await lockCells(tx, warehouseNo, [cellNo]);
  const [cell] = await candidateCells(tx, warehouseNo, cellNo, lineId);
  if (cell && passesFilters(cell, request)) return;
  await refuseCellUnderCount(tx, warehouseNo, [{ cellNo, itemNo: request.itemNo }]);
  throw await cellRefusal(tx, warehouseNo, cellNo, cell, request);
}

/** Locks the rows of `cellNos` of a warehouse in cell order (putaways into one cell take turns) and, in the same statement, takes the warehouse's count hold shared (cells-under-count.ts: a count plan starting waits for the putaway, record 1045). */
export async function lockCells(tx: Tx, warehouseNo: string, cellNos: string[]): Promise<void> {
  if (cellNos.length === 0) return;
  await tx.execute(sql`select id, pg_advisory_xact_lock_shared(${countHold(warehouseNo)}) from bm_cell where warehouse_no = ${warehouseNo} and cell_no in ${cellNos} order by cell_no for update`);
}

/** Whether a candidate cell passes the request's filter rules (zone, cell type, mix, capacity) as it holds now. */
export function passesFilters(cell: CellCandidate, request: PutawayAsk): boolean {
  return rankCells([cell], request.rules.filter((line) => FILTER_RULES.includes(line.rule)), request).length > 0;
}

/** The request of one stock line: item, lot, quantity, the item's unit weight and inbound cell. */
export async function putawayAsk(tx: Tx, orgNo: string, warehouseNo: string, line: { itemNo: string; lotNo: string; qty: string }, use: StrategyUse = 'choose'): Promise<PutawayAsk> {
  const [ask] = await putawayAsks(tx, orgNo, warehouseNo, [line], use);
  return ask;
}

/** The requests of many stock lines, in order, with one query for their items and the strategies ('check': applications naming a disabled strategy passed over). */
export async function putawayAsks(tx: Tx, orgNo: string, warehouseNo: string, lines: { itemNo: string; lotNo: string; qty: string }[], use: StrategyUse = 'choose'): Promise<PutawayAsk[]> {
  if (lines.length === 0) return [];
  // The items and the organisation's applications in one statement: one row per item, the
  // applications beside each (a left join, so they come when no item is found too).
  const result = await tx.execute(sql`
    select i.item_no, i.weight::text as weight, i.in_cell_no, i.group_no, a.applications
    from (select ${applicationsOf(orgNo)} as applications) a
    left join bm_item i on i.org_no = ${orgNo} and i.item_no in ${[...new Set(lines.map((l) => l.itemNo))]}`);
  const items = new Map(result.rows.filter((r) => r.item_no !== null).map((r) => [text(r.item_no), r]));
  const all = (result.rows[0].applications as Record<string, unknown>[]).map(application);
  const applications = use === 'check' ? inForce(all) : all;
  const rules = new Map<string, RuleLine<PutawayRule>[]>();
  return lines.map((line) => {
    const item = items.get(line.itemNo);
    const groupNo = text(item?.group_no) || null;
    if (!rules.has(groupNo ?? '')) rules.set(groupNo ?? '', rulesFor(applications, orgNo, warehouseNo, groupNo));
    return { ...line, unitWeight: (item?.weight as string | null) ?? null, inCellNo: text(item?.in_cell_no) || null, rules: rules.get(groupNo ?? '')! };
  });
}
