/**
 * Number rules (spec console §2 Base.Rule, §3 Barcode rule, Box rule, Lot rule, Basic element;
 * issue 4 part 4): the expression language of a rule and the pure rendering of one number.
 * The server adds the sequence counter and the element values (src/server/rules/).
 *
 * Expression: fixed text with tokens in braces.
 * - `{yyyy}` `{yy}` `{MM}` `{dd}` `{HH}` `{mm}` `{ss}` and their runs (`{yyyyMMdd}`, `{HHmm}`):
 *   date parts of the generation time in the server's local time zone;
 * - `{#####}`: the rule's sequence, zero-padded to the number of `#` (1 to 18), at most once;
 * - `{CODE}`: the value of basic element CODE (its parameter read from the caller's context).
 * GS1-128 rules (gs1Mode 1) are a run of `(AI)` markers each followed by the tokens of its value:
 * `(01){GTIN}(10){LOT}(17){EXPIRY}(21){######}`. SSCC-18 rules (gs1Mode 2) need no expression:
 * the number is the SSCC of the extension digit, the GS1 company prefix and the sequence.
 */
import { elementString, Gs1Error, GS1_AIS, humanReadable, isValidGtin, ssccOf, toGtin14, type Gs1Element } from './gs1.ts';

/** Sequence reset: 0 never, 1 daily, 2 monthly, 3 yearly. */
export const RESET_PERIODS = ['0', '1', '2', '3'] as const;
/** Output: 0 plain text, 1 GS1-128 element string, 2 SSCC-18. */
export const GS1_MODES = ['0', '1', '2'] as const;
const SEQUENCE_WIDTH_MAX = 18;

/** The rule fields that shape its numbers (shared by barcode, lot and container rules). */
export type RuleShape = {
  ruleExpression: string | null;
  resetPeriod: string;
  gs1Mode: string;
  gs1CompanyPrefix: string | null;
  extensionDigit: string | null;
};

/** A basic element as a rule reads it (spec console §3 Basic element). */
export type ElementDef = {
  codingId: string;
  parameter: string;
  fieldType: string | null;
  leng: number | null;
  allowEmpty: boolean | null;
  prefixChar: string | null;
  matchCriteria: string | null;
};

type Token = { type: 'text'; text: string } | { type: 'date'; parts: string[] } | { type: 'sequence'; width: number } | { type: 'element'; codingId: string };
type Segment = { ai: string | null; tokens: Token[] };

/** A checked rule, ready to render numbers. */
export type CompiledRule = { shape: RuleShape; segments: Segment[]; sequenceWidth: number | null; elementCodes: string[] };

/** What a generation answers: the number, its human-readable form and GS1 elements. */
export type GeneratedNumber = { number: string; humanReadable: string; elements: Gs1Element[] | null; sequence: number | null };

/**
 * A rule that cannot produce a number; `problem` is a dictionary key under `validation.` and
 * `field` the rule field (or element) at fault.
 */
export class RuleError extends Error {
  constructor(
    readonly problem: string,
    readonly field: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${field}: ${problem}`);
  }
}

const DATE_PART = /yyyy|yy|MM|dd|HH|mm|ss/g;
const CODE = /^[A-Za-z0-9_-]+$/;

function token(body: string): Token {
  if (/^#+$/.test(body)) {
    if (body.length > SEQUENCE_WIDTH_MAX) throw new RuleError('ruleSequenceWidth', 'ruleExpression', { max: SEQUENCE_WIDTH_MAX });
    return { type: 'sequence', width: body.length };
  }
  const parts = body.match(DATE_PART);
  if (parts && parts.join('') === body) return { type: 'date', parts };
  if (CODE.test(body)) return { type: 'element', codingId: body };
  throw new RuleError('ruleToken', 'ruleExpression', { token: `{${body}}` });
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\{([^{}]*)\}|[^{}]+|[{}]/g)) {
    if (m[1] !== undefined) tokens.push(token(m[1]));
    else if (m[0] === '{' || m[0] === '}') throw new RuleError('ruleBrace', 'ruleExpression');
    else tokens.push({ type: 'text', text: m[0] });
  }
  return tokens;
}

function segmentsOf(expression: string, gs1Mode: string): Segment[] {
  if (gs1Mode !== '1') return [{ ai: null, tokens: tokenize(expression) }];
  const markers = [...expression.matchAll(/\((\d{2})\)/g)].filter((m) => GS1_AIS[m[1]]);
  if (markers[0]?.index !== 0) throw new RuleError('ruleAiFirst', 'ruleExpression');
  return markers.map((m, i) => {
    const tokens = tokenize(expression.slice(m.index + m[0].length, markers[i + 1]?.index ?? expression.length));
    if (tokens.length === 0) throw new RuleError('ruleAiEmpty', 'ruleExpression', { ai: m[1] });
    return { ai: m[1], tokens };
  });
}

// The date parts a reset period needs so that numbers of different periods differ.
const PERIOD_PARTS: Record<string, string[][]> = { '1': [['yyyy', 'yy'], ['MM'], ['dd']], '2': [['yyyy', 'yy'], ['MM']], '3': [['yyyy', 'yy']] };

/** Checks a rule's fields and answers its compiled form; throws RuleError for the first problem. */
export function compileRule(shape: RuleShape): CompiledRule {
  if (shape.gs1Mode === '2') {
    if (!/^\d{6,12}$/.test(shape.gs1CompanyPrefix ?? '')) throw new RuleError('ruleCompanyPrefix', 'gs1CompanyPrefix');
    if (!/^\d$/.test(shape.extensionDigit ?? '')) throw new RuleError('ruleExtensionDigit', 'extensionDigit');
    const width = 16 - (shape.gs1CompanyPrefix ?? '').length;
    return { shape, segments: [], sequenceWidth: width, elementCodes: [] };
  }
  const expression = shape.ruleExpression ?? '';
  if (expression.trim() === '') throw new RuleError('required', 'ruleExpression');
  const segments = segmentsOf(expression, shape.gs1Mode);
  const tokens = segments.flatMap((s) => s.tokens);
  const sequences = tokens.filter((t) => t.type === 'sequence');
  if (sequences.length > 1) throw new RuleError('ruleOneSequence', 'ruleExpression');
  const dateParts = new Set(tokens.flatMap((t) => (t.type === 'date' ? t.parts : [])));
  const needed = PERIOD_PARTS[shape.resetPeriod] ?? [];
  if (sequences.length && needed.some((alternatives) => !alternatives.some((part) => dateParts.has(part)))) {
    throw new RuleError('ruleResetNeedsDate', 'resetPeriod');
  }
  const elementCodes = [...new Set(tokens.flatMap((t) => (t.type === 'element' ? [t.codingId] : [])))];
  return { shape, segments, sequenceWidth: sequences[0]?.width ?? null, elementCodes };
}

/** The counter period of a generation time: '' (never reset), yyyyMMdd, yyyyMM or yyyy, local time. */
export function periodOf(resetPeriod: string, at: Date): string {
  const full = formatDate(['yyyy', 'MM', 'dd'], at);
  return { '1': full, '2': full.slice(0, 6), '3': full.slice(0, 4) }[resetPeriod] ?? '';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function formatDate(parts: string[], at: Date): string {
  const value: Record<string, string> = {
    yyyy: String(at.getFullYear()), yy: pad2(at.getFullYear() % 100), MM: pad2(at.getMonth() + 1), dd: pad2(at.getDate()),
    HH: pad2(at.getHours()), mm: pad2(at.getMinutes()), ss: pad2(at.getSeconds()),
  };
  return parts.map((part) => value[part]).join('');
}

function dateValue(raw: unknown): Date | undefined {
  const date = raw instanceof Date ? raw : /^\d{4}-\d{2}-\d{2}/.test(String(raw)) ? new Date(`${String(raw).slice(0, 10)}T00:00:00`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * The text of one basic element for a context value: a date as yyMMdd (yyyyMMdd when leng is 8),
 * a number zero-padded to leng, text at most leng characters; then matchCriteria (a regular
 * expression the whole value must match) and prefixChar before it. Empty values give '' when
 * allowEmpty. Throws RuleError (elementMissing, elementFormat, elementLength).
 */
export function renderElement(def: ElementDef, raw: unknown): string {
  const params = { codingId: def.codingId, parameter: def.parameter };
  if (raw === undefined || raw === null || String(raw).trim() === '') {
    if (def.allowEmpty) return '';
    throw new RuleError('elementMissing', def.parameter, params);
  }
  let value: string;
  if (def.fieldType === '3') {
    const date = dateValue(raw);
    if (!date) throw new RuleError('elementFormat', def.parameter, params);
    value = formatDate(def.leng === 8 ? ['yyyy', 'MM', 'dd'] : ['yy', 'MM', 'dd'], date);
  } else if (def.fieldType === '2') {
    value = String(raw).trim();
    if (!/^\d+$/.test(value)) throw new RuleError('elementFormat', def.parameter, params);
    value = value.padStart(def.leng ?? 0, '0');
  } else {
    value = String(raw).trim();
  }
  if (def.leng && value.length > def.leng) throw new RuleError('elementLength', def.parameter, { ...params, max: def.leng });
  if (def.matchCriteria && !new RegExp(`^(?:${def.matchCriteria})$`).test(value)) throw new RuleError('elementFormat', def.parameter, params);
  return `${def.prefixChar ?? ''}${value}`;
}

/** What a rendering needs besides the rule: the time, the sequence value and element texts. */
export type RenderInput = { at: Date; sequence: number | null; element: (codingId: string) => string };

function renderTokens(tokens: Token[], input: RenderInput, width: number | null): string {
  return tokens
    .map((t) => {
      if (t.type === 'text') return t.text;
      if (t.type === 'date') return formatDate(t.parts, input.at);
      if (t.type === 'element') return input.element(t.codingId);
      return String(input.sequence).padStart(width ?? 0, '0');
    })
    .join('');
}

/** Renders one number of a compiled rule. Throws RuleError (sequence exhausted, bad GS1 element). */
export function renderNumber(rule: CompiledRule, input: RenderInput): GeneratedNumber {
  const { sequence } = input;
  if (rule.sequenceWidth !== null && (sequence === null || String(sequence).length > rule.sequenceWidth)) {
    throw new RuleError('ruleSequenceExhausted', 'ruleExpression', { width: rule.sequenceWidth });
  }
  try {
    if (rule.shape.gs1Mode === '2') {
      const sscc = ssccOf(rule.shape.extensionDigit ?? '', rule.shape.gs1CompanyPrefix ?? '', String(sequence));
      const elements = [{ ai: '00', value: sscc }];
      return { number: sscc, humanReadable: humanReadable(elements), elements, sequence };
    }
    if (rule.shape.gs1Mode === '1') {
      const elements = rule.segments.map((s) => {
        const value = renderTokens(s.tokens, input, rule.sequenceWidth);
        // A GTIN-8, -12 or -13 is carried as its 14-digit form in (01) and (02).
        return { ai: s.ai as string, value: (s.ai === '01' || s.ai === '02') && value.length < 14 && isValidGtin(value) ? toGtin14(value) : value };
      });
      return { number: elementString(elements), humanReadable: humanReadable(elements), elements, sequence };
    }
  } catch (error) {
    if (error instanceof Gs1Error) throw new RuleError(`gs1${error.problem[0].toUpperCase()}${error.problem.slice(1)}`, 'ruleExpression', { ai: error.ai ?? '' });
    throw error;
  }
  const number = renderTokens(rule.segments[0].tokens, input, rule.sequenceWidth);
  return { number, humanReadable: number, elements: null, sequence };
}

/** One part of a rule's body, in order (the spec's box rule body rows): a fixed text, date letters, the sequence, an element or a check digit. */
export type RulePart = { partNo: number; ai: string | null; partType: 'text' | 'date' | 'sequence' | 'element' | 'checkDigit'; value: string; leng: number | null };

/** The parts of a compiled rule, numbered from 1; an SSCC-18 rule is extension digit, company prefix, serial and check digit. */
export function ruleParts(rule: CompiledRule): RulePart[] {
  if (rule.shape.gs1Mode === '2') {
    const prefix = rule.shape.gs1CompanyPrefix ?? '';
    return [
      { partNo: 1, ai: '00', partType: 'text', value: rule.shape.extensionDigit ?? '', leng: 1 },
      { partNo: 2, ai: '00', partType: 'text', value: prefix, leng: prefix.length },
      { partNo: 3, ai: '00', partType: 'sequence', value: '#'.repeat(rule.sequenceWidth ?? 0), leng: rule.sequenceWidth },
      { partNo: 4, ai: '00', partType: 'checkDigit', value: '', leng: 1 },
    ];
  }
  const parts = rule.segments.flatMap((segment) =>
    segment.tokens.map((token) => {
      if (token.type === 'text') return { ai: segment.ai, partType: 'text' as const, value: token.text, leng: token.text.length };
      if (token.type === 'date') return { ai: segment.ai, partType: 'date' as const, value: token.parts.join(''), leng: token.parts.join('').length };
      if (token.type === 'sequence') return { ai: segment.ai, partType: 'sequence' as const, value: '#'.repeat(token.width), leng: token.width };
      return { ai: segment.ai, partType: 'element' as const, value: token.codingId, leng: null };
    }),
  );
  return parts.map((part, index) => ({ partNo: index + 1, ...part }));
}
