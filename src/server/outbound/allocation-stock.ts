/**
 * What an outbound line may take (Base.Strategy allocation and turnover; src/server/strategy/
 * rank-stock.ts ranks):
 *
 * - allocationApplications(tx, head) and allocationRules(applications, head, groupNo): the
 *   allocation and turnover rule lines of the applicable strategy application (the most specific
 *   valid row for organisation, warehouse, the notice's customer and the item's group, then
 *   priority, among rows naming an allocation strategy); FIFO without turnover when none does;
 *   RULE_NOT_EFFECTIVE when its allocation or turnover strategy is disabled (strategy/effective.ts).
 * - lockCandidates(tx, head, itemNos): the qualified (stock status 10) balances of those items in
 *   valid, not bad cells of valid storage (ZONE_TYPE 2) and picking (3) zones, locked FOR UPDATE in
 *   id order so parallel allocations of one item take turns (available = on hand - allocated -
 *   frozen never goes below 0, and no allocation fails on a balance another just took); with the
 *   item's shelf-life settings. Quarantine, unqualified, staged, receiving and frozen stock is
 *   never a candidate, nor the item's stock in a cell a picker found it short in until a count
 *   takes the cell (stockcheck/short-cells.ts; docs/decisions/0995-short-pick-holds-the-cell.md).
 * - sellable(candidates, item, today): drops expired stock and, for items that manage shelf life,
 *   stock whose remaining shelf life at shipment is below the item's outShelflife (both in
 *   shelflifeUnit D, M or Y; expiry = receipt day + shelf life, as the shelf-life reports count).
 */
import { sql } from 'drizzle-orm';
import { applicableApplications, parseRuleLines, type AllocationRule, type RuleLine, type StrategyApplication, type TurnoverRule } from '../../shared/strategies.ts';
import type { Tx } from '../db/client.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { uncountedShortPick } from '../stockcheck/short-cells.ts';
import { assertStrategiesEffective, type NamedStrategy } from '../strategy/effective.ts';
import type { StockCandidate } from '../strategy/rank-stock.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export type AllocationRules = { allocation: RuleLine<AllocationRule>[]; turnover: RuleLine<TurnoverRule>[] };
const DEFAULT_RULES: AllocationRules = { allocation: [{ rule: 'fifo' }], turnover: [] };

/** A candidate with its ledger key. */
export type KeyedCandidate = StockCandidate & { stock: StockKey };

/** The shelf-life settings of an item (bm_item) and its item group (for the strategy application). */
export type ShelfLife = { manages: boolean; shelflife: number; unit: string; outShelflife: number; groupNo?: string | null };

/** A strategy application row with the rule lines of its allocation and turnover strategies. */
export type Application = StrategyApplication & { ruleLines: string; turnoverLines: string; strategies: NamedStrategy[] };

/** The valid strategy applications of the notice's organisation that name an allocation strategy, with their rule lines. */
export async function allocationApplications(tx: Tx, head: DocHead): Promise<Application[]> {
  const result = await tx.execute(sql`
    select a.org_no, a.warehouse_no, a.customer_no, a.group_no, a.priority, a.status_code, s.rule_lines, t.rule_lines as turnover_lines,
      s.strategy_no, s.status_code as strategy_status, t.strategy_no as turnover_no, t.status_code as turnover_status
    from bm_strategy_application a join bm_allocation_strategy s on s.strategy_no = a.allocation_strategy_no
    left join bm_turnover_strategy t on t.strategy_no = a.turnover_strategy_no
    where a.org_no = ${head.orgNo} and a.status_code = 1`);
  return result.rows.map((r) => ({
    orgNo: text(r.org_no), warehouseNo: text(r.warehouse_no) || null, customerNo: text(r.customer_no) || null, groupNo: text(r.group_no) || null,
    priority: Number(r.priority), statusCode: Number(r.status_code), ruleLines: text(r.rule_lines), turnoverLines: text(r.turnover_lines),
    strategies: [
      { strategyNo: text(r.strategy_no), statusCode: Number(r.strategy_status) },
      { strategyNo: text(r.turnover_no), statusCode: r.turnover_status === null ? null : Number(r.turnover_status) },
    ],
  }));
}

/** The rules of the most specific application for the notice and an item of group `groupNo` (FIFO when none applies). Pure; RULE_NOT_EFFECTIVE when a strategy it names is disabled. */
export function allocationRules(applications: Application[], head: DocHead, groupNo: string | null): AllocationRules {
  const [best] = applicableApplications(applications, { orgNo: head.orgNo, warehouseNo: head.warehouseNo, customerNo: text(head.customerNo) || null, groupNo });
  if (!best) return DEFAULT_RULES;
  assertStrategiesEffective(best.strategies);
  const allocation = parseRuleLines('allocation', best.ruleLines);
  const turnover = best.turnoverLines ? parseRuleLines('turnover', best.turnoverLines) : { lines: [] };
  return {
    allocation: 'lines' in allocation ? (allocation.lines as RuleLine<AllocationRule>[]) : DEFAULT_RULES.allocation,
    turnover: 'lines' in turnover ? (turnover.lines as RuleLine<TurnoverRule>[]) : [],
  };
}

function addUnits(day: Date, amount: number, unit: string): Date {
  const moved = new Date(day);
  if (unit === 'Y') moved.setUTCFullYear(moved.getUTCFullYear() + amount);
  else if (unit === 'M') moved.setUTCMonth(moved.getUTCMonth() + amount);
  else moved.setUTCDate(moved.getUTCDate() + amount);
  return moved;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The expiry day (ISO date) of stock received on `receivedAt`, or null when the item does not manage shelf life. */
export function expiryOf(receivedAt: string, item: ShelfLife): string | null {
  if (!item.manages || item.shelflife <= 0) return null;
  return dayOf(addUnits(new Date(`${receivedAt.slice(0, 10)}T00:00:00Z`), item.shelflife, item.unit));
}

/** The candidates an outbound line may ship on `today` (ISO date): not expired, with at least outShelflife left. */
export function sellable<C extends StockCandidate>(candidates: C[], item: ShelfLife, today: string): C[] {
  const earliest = dayOf(addUnits(new Date(`${today}T00:00:00Z`), Math.max(item.outShelflife, 0), item.unit));
  return candidates.filter((row) => !row.expiryDate || (row.expiryDate > today && row.expiryDate >= earliest));
}

export async function lockCandidates(tx: Tx, head: DocHead, itemNos: string[]): Promise<{ stock: Map<string, KeyedCandidate[]>; shelfLife: Map<string, ShelfLife> }> {
  const items = await tx.execute(sql`
    select item_no, group_no, is_manage_shelflife, shelflife, shelflife_unit, out_shelflife from bm_item where org_no = ${head.orgNo} and item_no in ${itemNos}`);
  const shelfLife = new Map(items.rows.map((r) => [text(r.item_no), {
    manages: r.is_manage_shelflife === true, shelflife: Number(r.shelflife ?? 0), unit: text(r.shelflife_unit) || 'D', outShelflife: Number(r.out_shelflife ?? 0), groupNo: text(r.group_no) || null,
  }]));
  const result = await tx.execute(sql`
    select s.id, s.item_no, s.cell_no, s.lot_no, s.container_no, s.stock_status, c.zone_no, (s.on_hand - s.allocated - s.frozen)::text as available, s.create_date
    from inv_stock s
    join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
    join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where s.org_no = ${head.orgNo} and s.warehouse_no = ${head.warehouseNo} and s.item_no in ${itemNos} and s.stock_status = '10'
      and z.zone_type in ('2', '3') and z.status_code = 1 and c.status_code = 1 and coalesce(c.is_bad_cell, false) = false
      and not exists (select 1 from out_pick_exception e where e.warehouse_no = s.warehouse_no and e.cell_no = s.cell_no and e.item_no = s.item_no and ${uncountedShortPick})
    order by s.id for update of s`);
  const stock = new Map<string, KeyedCandidate[]>();
  for (const r of result.rows) {
    const itemNo = text(r.item_no);
    const receivedAt = new Date(String(r.create_date)).toISOString();
    const item = shelfLife.get(itemNo);
    const candidate: KeyedCandidate = {
      key: text(r.id), cellNo: text(r.cell_no), zoneNo: text(r.zone_no), lotNo: text(r.lot_no), available: text(r.available), receivedAt,
      expiryDate: item ? expiryOf(receivedAt, item) : null,
      stock: { orgNo: head.orgNo, warehouseNo: head.warehouseNo, cellNo: text(r.cell_no), itemNo, lotNo: text(r.lot_no), containerNo: text(r.container_no), stockStatus: text(r.stock_status) },
    };
    stock.set(itemNo, [...(stock.get(itemNo) ?? []), candidate]);
  }
  return { stock, shelfLife };
}
