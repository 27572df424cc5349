/**
 * Numbers from the number rules (spec console §2 Base.Rule; issue 4 part 4) for every area:
 * barcodes, lot numbers, container numbers (SSCC-18), GS1-128 element strings and document
 * numbers. A rule number names one rule across barcode, lot and container rules (migration 0009).
 *
 *   const { number, humanReadable, elements } = await generateNumber(tx, 'LOT-DEFAULT', { itemNo: 'P001', orgNo: 'NWT' });
 *
 * The sequence is a counter row per rule and period (bm_rule_counter) bumped with an upsert in the
 * caller's transaction: parallel generations of one rule wait for each other's commit, so a value
 * is never handed out twice, and a rolled-back transaction gives its value back.
 *
 * Errors (AppError): RULE_UNKNOWN (no rule with that number), RULE_NOT_EFFECTIVE (the rule is
 * disabled: workflows §4 "not effective"), RULE_INVALID (the rule or an
 * element cannot render: details.fields name the field and problem), RULE_SEQUENCE_EXHAUSTED
 * (every sequence value of the period is used).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { compileRule, periodOf, renderElement, renderNumber, RuleError, type CompiledRule, type ElementDef, type GeneratedNumber, type RuleShape } from '../../shared/number-rule.ts';
import type { Db, Tx } from '../db/client.ts';
import { bmBasicElement, bmItem, bmRuleCounter } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';

/**
 * What a number may read: element parameters name its fields (`lotNo`, `gtin`, `expiryDate` as
 * yyyy-MM-dd, …); `orgNo` and `itemNo` name the item whose fields `item.<field>` parameters read;
 * `at` is the generation time (default now; date parts in the server's local time zone).
 */
export type NumberContext = { at?: Date; orgNo?: string; itemNo?: string } & Record<string, unknown>;

type Querier = Db | Tx;

function ruleFailure(ruleNo: string, error: unknown): unknown {
  if (!(error instanceof RuleError)) return error;
  if (error.problem === 'ruleSequenceExhausted') return new AppError('RULE_SEQUENCE_EXHAUSTED', { ruleNo, width: error.params.width ?? '' });
  return new AppError('RULE_INVALID', { ruleNo }, { fields: [{ field: error.field, message: `validation.${error.problem}`, params: error.params }] });
}

/** The rule of a number in any of the three rule tables, compiled; refused when missing or not in force (status other than 1). */
async function loadRule(db: Querier, ruleNo: string): Promise<CompiledRule> {
  const result = await db.execute(sql`
    select * from (
      select status_code, rule_expression, reset_period, gs1_mode, gs1_company_prefix, extension_digit from bm_bar_rule where bar_rule_no = ${ruleNo}
      union all select status_code, rule_expression, reset_period, gs1_mode, gs1_company_prefix, extension_digit from bm_lot_rule where lot_rule_no = ${ruleNo}
      union all select status_code, rule_expression, reset_period, gs1_mode, gs1_company_prefix, extension_digit from bm_box_rule where box_rule_no = ${ruleNo}
    ) r order by (status_code = 1) desc limit 1`);
  const row = result.rows[0] as Record<string, string | number | null> | undefined;
  if (!row) throw new AppError('RULE_UNKNOWN', { ruleNo });
  if (Number(row.status_code) !== 1) throw new AppError('RULE_NOT_EFFECTIVE', { ruleNo });
  const shape: RuleShape = {
    ruleExpression: row.rule_expression as string | null, resetPeriod: String(row.reset_period ?? '0'), gs1Mode: String(row.gs1_mode ?? '0'),
    gs1CompanyPrefix: row.gs1_company_prefix as string | null, extensionDigit: row.extension_digit as string | null,
  };
  return compileRule(shape);
}

/** The text of each element code of the rule for the context (basic elements with status 1). */
async function elementTexts(db: Querier, rule: CompiledRule, context: NumberContext): Promise<Map<string, string>> {
  if (rule.elementCodes.length === 0) return new Map();
  const defs = (await db.select().from(bmBasicElement).where(and(inArray(bmBasicElement.codingId, rule.elementCodes), eq(bmBasicElement.statusCode, 1)))) as unknown as ElementDef[];
  const unknown = rule.elementCodes.find((code) => !defs.some((def) => def.codingId === code));
  if (unknown) throw new RuleError('ruleUnknownElement', 'ruleExpression', { codingId: unknown });
  let item: Record<string, unknown> | undefined;
  if (defs.some((def) => def.parameter.startsWith('item.')) && context.orgNo && context.itemNo) {
    [item] = await db.select().from(bmItem).where(and(eq(bmItem.orgNo, context.orgNo), eq(bmItem.itemNo, context.itemNo)));
  }
  return new Map(defs.map((def) => {
    const raw = def.parameter.startsWith('item.') ? item?.[def.parameter.slice(5)] : context[def.parameter];
    return [def.codingId, renderElement(def, raw)];
  }));
}

async function produce(db: Querier, ruleNo: string, context: NumberContext, sequenceOf: (period: string) => Promise<number>): Promise<GeneratedNumber> {
  try {
    const rule = await loadRule(db, ruleNo);
    const at = context.at ?? new Date();
    const texts = await elementTexts(db, rule, context);
    const sequence = rule.sequenceWidth === null ? null : await sequenceOf(periodOf(rule.shape.resetPeriod, at));
    return renderNumber(rule, { at, sequence, element: (code) => texts.get(code) ?? '' });
  } catch (error) {
    throw ruleFailure(ruleNo, error);
  }
}

/**
 * Generates the next number of rule `ruleNo` in transaction `tx` (consumes one sequence value
 * when the rule has a sequence). Answers { number, humanReadable, elements, sequence }: for a
 * GS1-128 rule `number` is the element string with GS separators and `elements` its AIs; for an
 * SSCC rule `number` is the 18 digits.
 */
export function generateNumber(tx: Tx, ruleNo: string, context: NumberContext = {}): Promise<GeneratedNumber> {
  return produce(tx, ruleNo, context, async (period) => {
    const [counter] = await tx
      .insert(bmRuleCounter)
      .values({ ruleNo, period, lastValue: 1 })
      .onConflictDoUpdate({ target: [bmRuleCounter.ruleNo, bmRuleCounter.period], set: { lastValue: sql`${bmRuleCounter.lastValue} + 1`, updateDate: sql`now()` } })
      .returning({ lastValue: bmRuleCounter.lastValue });
    return counter.lastValue;
  });
}

/**
 * The number rule `ruleNo` would generate now, without consuming a sequence value (another
 * generation may take it first). Same answer and errors as generateNumber.
 */
export function previewNumber(db: Querier, ruleNo: string, context: NumberContext = {}): Promise<GeneratedNumber> {
  return produce(db, ruleNo, context, async (period) => {
    const [counter] = await db
      .select({ lastValue: bmRuleCounter.lastValue })
      .from(bmRuleCounter)
      .where(and(eq(bmRuleCounter.ruleNo, ruleNo), eq(bmRuleCounter.period, period)));
    return (counter?.lastValue ?? 0) + 1;
  });
}
