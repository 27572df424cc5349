/**
 * Custom field definition (spec console §3 Custom field definition, §2 custom-management): an
 * extra field of the pages of one module (menu number). fieldType 0 none, 1 text, 2 number,
 * 3 date, 4 dropdown; displayPage is a string of the digits 1 search, 2 list column, 3 detail,
 * 4 table form, 5 child table; dropDownDataSource is JSON text: [{ "code": …, "name": … }].
 */
import type { FieldIssue } from '../errors.ts';
import { defineEntity } from '../entity.ts';

export const FIELD_TYPES = ['0', '1', '2', '3', '4'] as const;
const DROP_DOWN_MAX = 4000;

/** The entries of a dropDownDataSource text, or undefined when it is not a list of { code, name }. */
export function dropDownEntries(text: string): { code: string; name: string }[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return undefined;
    const valid = parsed.every((e) => e && typeof e === 'object' && ['string', 'number'].includes(typeof e.code) && typeof e.name === 'string');
    return valid ? parsed.map((e) => ({ code: String(e.code), name: e.name })) : undefined;
  } catch {
    return undefined;
  }
}

function checkCustomField(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const pages = values.displayPage;
  if (typeof pages === 'string' && (!/^[1-5]*$/.test(pages) || new Set(pages).size !== pages.length)) {
    issues.push({ field: 'displayPage', message: 'validation.displayPage' });
  }
  const source = values.dropDownDataSource;
  if (typeof source === 'string' && !dropDownEntries(source)) issues.push({ field: 'dropDownDataSource', message: 'validation.dropDown' });
  return issues;
}

export const customFieldEntity = defineEntity({
  name: 'customField',
  table: 'sys_custom_field',
  menuNo: '160206',
  route: 'custom-management',
  calls: {
    service: 'ISysCustomFieldService',
    list: 'getsyscustomfieldlistbyparams',
    get: 'getsyscustomfieldbyid',
    add: 'addsyscustomfield',
    update: 'updatesyscustomfieldbyid',
    remove: 'deletesyscustomfieldbyids',
  },
  keyField: 'fieldNo',
  titleField: 'fieldNoName',
  uniqueWith: ['module'],
  scope: 'none',
  physicalDelete: false,
  fields: {
    module: { kind: 'text', required: true, format: 'code', max: 32, list: true, search: 'exact', section: 'basic' },
    fieldNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    fieldNoName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    fieldType: { kind: 'enum', options: FIELD_TYPES, enumMid: 'FIELD_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    isDisplay: { kind: 'bool', default: true, list: true, section: 'display' },
    displayPage: { kind: 'text', max: 5, default: '2', list: true, section: 'display' },
    displayOrder: { kind: 'int', default: 0, list: true, section: 'display' },
    dateFormat: { kind: 'text', max: 32, section: 'display' },
    fixedMatchingCondition: { kind: 'text', section: 'display' },
    dropDownDataSource: { kind: 'text', max: DROP_DOWN_MAX, section: 'display' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkCustomField,
});
