/**
 * Basic element (spec console §2 Base.Rule basic-element, §3 Basic element): a named value a rule
 * expression uses as `{codingId}`. `parameter` names the caller's context field it reads
 * (`lotNo`, `gtin`, `expiryDate`; `item.<field>` reads the context item's field); fieldType 1
 * text, 2 number (zero-padded to leng), 3 date (yyMMdd, yyyyMMdd when leng is 8); leng the
 * length; allowEmpty lets the value be missing; prefixChar goes before the value; matchCriteria
 * is a regular expression the whole value must match. inputType says where the value comes from
 * (1 system, 2 typed in, 3 scanned), partNo which segment of a delimited scanned barcode holds it,
 * lotRule whether the value is a lot attribute (rendering: src/shared/number-rule.ts).
 */
import { defineEntity } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';

export const INPUT_TYPES = ['1', '2', '3'] as const;
export const ELEMENT_FIELD_TYPES = ['1', '2', '3'] as const;

const PARAMETER = /^(item\.)?[A-Za-z][A-Za-z0-9_]*$/;
// A code made only of date parts or '#' would read as a date or a sequence in an expression.
const RESERVED = /^(?:(?:yyyy|yy|MM|dd|HH|mm|ss)+|#+)$/;

function elementIssues(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (typeof values.codingId === 'string' && RESERVED.test(values.codingId)) issues.push({ field: 'codingId', message: 'validation.elementCodeReserved' });
  if (typeof values.parameter === 'string' && !PARAMETER.test(values.parameter)) issues.push({ field: 'parameter', message: 'validation.elementParameter' });
  for (const field of ['leng', 'partNo'] as const) {
    const value = values[field];
    if (typeof value === 'number' && (value < 1 || value > 99)) issues.push({ field, message: 'validation.range', params: { min: 1, max: 99 } });
  }
  if (typeof values.matchCriteria === 'string') {
    try {
      new RegExp(values.matchCriteria);
    } catch {
      issues.push({ field: 'matchCriteria', message: 'validation.regex' });
    }
  }
  return issues;
}

export const basicElementEntity = defineEntity({
  name: 'basicElement',
  table: 'bm_basic_element',
  menuNo: '100601',
  route: 'basic-element',
  calls: {
    service: 'IBmBasicElementService',
    list: 'getbmbasicelementlistbyparams',
    get: 'getbmbasicelementbyid',
    add: 'addbmbasicelement',
    update: 'updatebmbasicelementbyid',
    remove: 'deletebmbasicelementbyids',
  },
  keyField: 'codingId',
  titleField: 'parameter',
  scope: 'none',
  physicalDelete: false,
  fields: {
    codingId: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    parameter: { kind: 'text', required: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    lotRule: { kind: 'bool', default: false, list: true, section: 'basic' },
    inputType: { kind: 'enum', options: INPUT_TYPES, enumMid: 'INPUT_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    fieldType: { kind: 'enum', options: ELEMENT_FIELD_TYPES, enumMid: 'FIELD_TYPE', required: true, default: '1', list: true, section: 'basic' },
    partNo: { kind: 'int', list: true, section: 'basic' },
    leng: { kind: 'int', list: true, section: 'basic' },
    allowEmpty: { kind: 'bool', default: false, list: true, section: 'basic' },
    prefixChar: { kind: 'text', max: 20, list: true, section: 'basic' },
    matchCriteria: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: elementIssues,
});
