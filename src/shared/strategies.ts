/**
 * The strategy vocabulary of Base.Strategy (spec console §2; workflows §2-§5 where inbound putaway,
 * outbound allocation, picking and waves are executed): which rules a strategy row may hold and
 * what each rule means. The inbound and outbound workflows execute these rules through the
 * ranking functions of src/server/strategy/ (rankCells, rankStock, groupWave).
 *
 * A strategy row holds ordered rule lines, stored as JSON text in its `ruleLines` field:
 * `[{ "rule": "fefo" }, { "rule": "byZone", "param": "SEA-PCK" }]`. Lines apply in order: a filter
 * rule removes candidates, a sort rule compares them, and the first line that tells two candidates
 * apart decides; fixed tie-breakers (documented with each ranking function) make the result total.
 */
import type { FieldIssue } from './errors.ts';

/** The five strategy kinds; each has its own page (listing is putaway) and may be applied. */
export const STRATEGY_KINDS = ['putaway', 'allocation', 'picking', 'wave', 'turnover'] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

/**
 * Putaway (listing): where received goods go.
 * - zone (param zoneNo): only cells of the listed zones, in the order of the lines.
 * - cellType (param CELL_TYPE value): only cells of the listed types.
 * - mixRules: a cell holding another item needs isMixSku, one holding another lot of the item isMixLot.
 * - capacity: the cell's maxQty and maxWeight must take the quantity on top of what it holds.
 * - fixedCell (param cellNo, else the item's inbound cell inCellNo): that cell first.
 * - nearestEmpty: empty cells first, nearest to the origin (the dock) or by putaway sequence cellInSeq.
 */
export const PUTAWAY_RULES = ['zone', 'cellType', 'mixRules', 'capacity', 'fixedCell', 'nearestEmpty'] as const;

/**
 * Allocation: which stock rows an outbound line takes.
 * - fifo / lifo: oldest / newest receipt first. fefo: earliest expiry first (no expiry last).
 * - byLot: the line's requested lot only when it names one, else lots in ascending lot number.
 * - byZone (param zoneNo): stock in that zone first (several lines give the zone preference order).
 * - fewestCells: rows that alone cover the quantity first (the smallest of them), then the largest.
 * - clearSmallFirst: smallest available quantity first, so nearly empty cells are cleared.
 */
export const ALLOCATION_RULES = ['fifo', 'fefo', 'lifo', 'byLot', 'byZone', 'fewestCells', 'clearSmallFirst'] as const;

/**
 * Picking: the order a picker walks the allocated rows.
 * - outSequence: by the cells' pick sequence cellOutSeq. zoneSequence: zone by zone (param: zone order,
 *   comma-separated zone numbers). serpentine: aisle by aisle, alternating direction (cellX, cellY).
 * - fullContainerFirst: whole containers before loose quantities.
 */
export const PICKING_RULES = ['outSequence', 'zoneSequence', 'serpentine', 'fullContainerFirst'] as const;

/**
 * Wave grouping: orders with equal values of every line's key go into one wave.
 * carrier, customer, route: the order's carrierNo, customerNo, routeNo. cutOffTime (param HH:mm):
 * orders due before the cut-off of their day and those after it fall into different waves.
 */
export const WAVE_RULES = ['carrier', 'customer', 'route', 'cutOffTime'] as const;

/**
 * Turnover (rotation): the lot attribute order used when allocation rules leave a tie; each line
 * sorts by one attribute, `order` asc (default) or desc.
 */
export const TURNOVER_RULES = ['receivedAt', 'productionDate', 'expiryDate', 'lotNo'] as const;

export const RULES_BY_KIND = {
  putaway: PUTAWAY_RULES,
  allocation: ALLOCATION_RULES,
  picking: PICKING_RULES,
  wave: WAVE_RULES,
  turnover: TURNOVER_RULES,
} as const satisfies Record<StrategyKind, readonly string[]>;

export type PutawayRule = (typeof PUTAWAY_RULES)[number];
export type AllocationRule = (typeof ALLOCATION_RULES)[number];
export type PickingRule = (typeof PICKING_RULES)[number];
export type WaveRule = (typeof WAVE_RULES)[number];
export type TurnoverRule = (typeof TURNOVER_RULES)[number];

export type SortOrder = 'asc' | 'desc';

/** One rule line; `param` and `order` only where the rule takes them. */
export type RuleLine<R extends string = string> = { rule: R; param?: string; order?: SortOrder };

/** Whether a rule's param is required, optional or not taken, and its format. */
type ParamSpec = { need: 'required' | 'optional'; format: 'code' | 'codes' | 'time' };
const CODE = /^[A-Za-z0-9_\-]{1,32}$/;
const CODES = /^[A-Za-z0-9_\-]{1,32}(,[A-Za-z0-9_\-]{1,32})*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const PARAMS: Partial<Record<`${StrategyKind}.${string}`, ParamSpec>> = {
  'putaway.zone': { need: 'required', format: 'code' },
  'putaway.cellType': { need: 'required', format: 'code' },
  'putaway.fixedCell': { need: 'optional', format: 'code' },
  'allocation.byZone': { need: 'required', format: 'code' },
  'picking.zoneSequence': { need: 'required', format: 'codes' },
  'wave.cutOffTime': { need: 'required', format: 'time' },
};

/** The param a rule takes, if any (the line editor shows an input only then). */
export function ruleParam(kind: StrategyKind, rule: string): ParamSpec | undefined {
  return PARAMS[`${kind}.${rule}`];
}

/** At most this many lines per strategy; the JSON text stays under RULE_LINES_TEXT_MAX characters. */
export const RULE_LINES_MAX = 20;
export const RULE_LINES_TEXT_MAX = 2000;

/** The enumeration (enumMid) of each kind's rules, seeded in three languages. */
export const RULE_ENUMS = {
  putaway: 'PUTAWAY_RULE',
  allocation: 'ALLOCATION_RULE',
  picking: 'PICKING_RULE',
  wave: 'WAVE_RULE',
  turnover: 'TURNOVER_RULE',
} as const satisfies Record<StrategyKind, string>;

/** Dictionary key of a rule's label: `enum.<RULE_ENUMS[kind]>.<rule>`. */
export function ruleLabelKey(kind: StrategyKind, rule: string): string {
  return `enum.${RULE_ENUMS[kind]}.${rule}`;
}

/**
 * Parses and checks the rule lines of one strategy kind. Answers the lines, or the first problem
 * as a dictionary key with params (validation.ruleLines*). Rules: a JSON array of 1 to
 * RULE_LINES_MAX objects; every rule of the kind's vocabulary; params as ruleParam says; `order`
 * only on turnover lines; no line twice (same rule and param).
 */
export function parseRuleLines(kind: StrategyKind, text: string): { lines: RuleLine[] } | { issue: Omit<FieldIssue, 'field'> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { issue: { message: 'validation.json' } };
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return { issue: { message: 'validation.ruleLinesEmpty' } };
  if (parsed.length > RULE_LINES_MAX) return { issue: { message: 'validation.ruleLinesTooMany', params: { max: RULE_LINES_MAX } } };
  const allowed: readonly string[] = RULES_BY_KIND[kind];
  const seen = new Set<string>();
  const lines: RuleLine[] = [];
  for (const [index, raw] of parsed.entries()) {
    const line = index + 1;
    if (!raw || typeof raw !== 'object' || typeof raw.rule !== 'string' || !allowed.includes(raw.rule)) {
      return { issue: { message: 'validation.ruleLineRule', params: { line } } };
    }
    const spec = ruleParam(kind, raw.rule);
    const param = typeof raw.param === 'string' && raw.param.trim() ? raw.param.trim() : undefined;
    if (raw.param !== undefined && raw.param !== null && raw.param !== '' && (!spec || !param)) return { issue: { message: 'validation.ruleLineNoParam', params: { line } } };
    if (spec?.need === 'required' && !param) return { issue: { message: 'validation.ruleLineParam', params: { line } } };
    const pattern = spec && { code: CODE, codes: CODES, time: TIME }[spec.format];
    if (param && pattern && !pattern.test(param)) return { issue: { message: `validation.ruleLineParam_${spec.format}`, params: { line } } };
    if (raw.order !== undefined && (kind !== 'turnover' || (raw.order !== 'asc' && raw.order !== 'desc'))) {
      return { issue: { message: 'validation.ruleLineOrder', params: { line } } };
    }
    const key = `${raw.rule}:${param ?? ''}`;
    if (seen.has(key)) return { issue: { message: 'validation.ruleLineTwice', params: { line } } };
    seen.add(key);
    lines.push({ rule: raw.rule, ...(param && { param }), ...(raw.order && { order: raw.order }) });
  }
  return { lines };
}

/** The entity `check` of a strategy declaration: its `ruleLines` field against the kind's vocabulary. */
export function ruleLinesCheck(kind: StrategyKind): (values: Record<string, unknown>) => FieldIssue[] {
  return (values) => {
    const text = values.ruleLines;
    if (typeof text !== 'string') return [];
    const result = parseRuleLines(kind, text);
    return 'issue' in result ? [{ field: 'ruleLines', ...result.issue }] : [];
  };
}

/**
 * Strategy application (Base.Strategy strategy-application): one row binds strategies to a scope
 * (organisation, optionally warehouse, customer and item group) with a priority. For a document
 * line, the applicable row is the one whose every set scope field matches, the most specific first
 * (warehouse, customer, item group each count), then the lowest priority number.
 */
export type ApplicationScope = { orgNo: string; warehouseNo?: string | null; customerNo?: string | null; groupNo?: string | null };
export type StrategyApplication = ApplicationScope & { priority: number; statusCode: number };

/** The applicable rows for a line's scope, best first (see StrategyApplication). Pure. */
export function applicableApplications<A extends StrategyApplication>(rows: A[], line: ApplicationScope): A[] {
  const fields = ['warehouseNo', 'customerNo', 'groupNo'] as const;
  const specificity = (row: A) => fields.filter((f) => row[f]).length;
  return rows
    .filter((row) => row.statusCode === 1 && row.orgNo === line.orgNo && fields.every((f) => !row[f] || row[f] === line[f]))
    .sort((a, b) => specificity(b) - specificity(a) || a.priority - b.priority);
}
