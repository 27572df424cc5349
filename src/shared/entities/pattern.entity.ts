/**
 * Validation pattern (spec console §7 System "pattern (list, add, update, get, delete)"; the spec
 * shows no page or fields, ours are in docs/decisions/ "Patterns and error messages"; menu
 * pattern 160211): a named regular expression that administrators keep for barcodes and codes,
 * e.g. GTIN-13 `\d{13}` or a cell code `[A-Z]\d{2}-\d{2}-\d{2}`. patternNo is unique and cannot
 * change. Generic calls of ISysPatternService.
 *
 * Checks (FieldIssue keys of src/shared/i18n): the expression (at most PATTERN_MAX_LENGTH
 * characters) must compile as a JavaScript RegExp without flags (validation.patternInvalid), must
 * be safe from catastrophic backtracking: no nested quantifiers, at most 25 quantifiers
 * (safe-regex2; validation.patternUnsafe), and the sample must match it as a whole
 * (validation.patternSample). A pattern matches a value when the whole value matches (patternMatches).
 */
import safeRegex from 'safe-regex2';
import { defineEntity } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';

/** Longest regular expression accepted, in characters. */
export const PATTERN_MAX_LENGTH = 200;

/** Whether `value` matches `expression` as a whole (the expression is anchored at both ends). */
export function patternMatches(expression: string, value: string): boolean {
  return new RegExp(`^(?:${expression})$`).test(value);
}

/** The issue of an expression that does not compile or may backtrack catastrophically, else undefined. */
function expressionIssue(expression: string): FieldIssue | undefined {
  try {
    new RegExp(expression);
  } catch {
    return { field: 'regularExpression', message: 'validation.patternInvalid' };
  }
  return safeRegex(expression) ? undefined : { field: 'regularExpression', message: 'validation.patternUnsafe' };
}

/** Issues of an expression and its sample: checked when sent (add, modify) and on the merged row (modify). */
function patternIssues(values: Record<string, unknown>): FieldIssue[] {
  const { regularExpression: expression, sample } = values;
  if (typeof expression !== 'string' || !expression) return [];
  const issue = expressionIssue(expression);
  if (issue) return [issue];
  return typeof sample === 'string' && sample && !patternMatches(expression, sample) ? [{ field: 'sample', message: 'validation.patternSample' }] : [];
}

export const patternEntity = defineEntity({
  name: 'pattern',
  table: 'sys_pattern',
  menuNo: '160211',
  route: 'pattern',
  calls: {
    service: 'ISysPatternService',
    list: 'getsyspatternlistbyparams',
    get: 'getsyspatternbyid',
    add: 'addsyspattern',
    update: 'updatesyspatternbyid',
    remove: 'deletesyspatternbyids',
  },
  keyField: 'patternNo',
  titleField: 'patternName',
  scope: 'none',
  physicalDelete: false,
  ports: { import: false, export: false },
  fields: {
    patternNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    patternName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    regularExpression: { kind: 'text', required: true, max: PATTERN_MAX_LENGTH, list: true, section: 'basic' },
    sample: { kind: 'text', required: true, max: PATTERN_MAX_LENGTH, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: patternIssues,
  checkRow: patternIssues,
});
