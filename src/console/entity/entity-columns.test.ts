import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../shared/entities/index.ts';
import { orgEntity } from '../../shared/entities/org.entity.ts';
import { itemEntity } from '../../shared/entities/item.entity.ts';
import { enUS } from '../../shared/i18n/en-US.ts';
import {
  cleanCondition,
  detailSections,
  displayValue,
  fieldIssue,
  formPayload,
  formSections,
  formatDateTime,
  initialValues,
  listColumns,
  optionsOf,
  searchFields,
} from './entity-columns.ts';

/** A tiny en-US translator over the shared dictionary, enough for labels and validation messages. */
const t = (key: string, params: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);
  return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name])) : key;
};

describe('listColumns', () => {
  it('should answer the spec columns of the organizational list in order, audit fields last', () => {
    expect(listColumns(orgEntity).map((c) => c.field)).toEqual([
      'orgNo', 'orgName', 'orgShortName', 'statusCode', 'remark', 'createName', 'createDate', 'updateName', 'updateDate',
    ]);
  });

  it('should make only fields the server can sort by sortable', () => {
    const sortable = listColumns(orgEntity).filter((c) => c.sortable).map((c) => c.field);
    expect(sortable).toEqual(['orgNo', 'orgName', 'orgShortName', 'statusCode', 'remark', 'createDate', 'updateDate']);
  });
});

describe('searchFields', () => {
  it('should map fuzzy fields to inputs and the exact status to a select with its two options', () => {
    expect(searchFields(orgEntity).map((s) => [s.field, s.control])).toEqual([
      ['orgNo', 'input'], ['orgName', 'input'], ['statusCode', 'select'],
    ]);
    expect(searchFields(orgEntity).find((s) => s.field === 'statusCode')?.options).toEqual([
      { value: 1, labelKey: 'enum.STATUS.1' }, { value: 0, labelKey: 'enum.STATUS.0' },
    ]);
  });

  it('should map exact references to pickers and exact enums to selects', () => {
    const controls = Object.fromEntries(searchFields(itemEntity).map((s) => [s.field, s.control]));
    expect(controls).toMatchObject({ orgNo: 'picker', groupNo: 'picker', supplierNo: 'picker', itemType: 'select', abc: 'select', itemNo: 'input' });
  });
});

describe('formSections', () => {
  it('should group item fields by section in declaration order', () => {
    expect(formSections(itemEntity, 'add').map((s) => s.section)).toEqual(['basic', 'control', 'shelflife', 'physical', 'planning', 'other']);
  });

  it('should choose a control per kind and disable the key on modify only', () => {
    const fields = formSections(itemEntity, 'update').flatMap((s) => s.fields);
    const by = Object.fromEntries(fields.map((f) => [f.field, f]));
    expect([by.itemNo.control, by.itemNo.disabled]).toEqual(['input', true]);
    expect(by.orgNo.control).toBe('picker');
    expect(by.fifoCheck.control).toBe('switch');
    expect(by.shelflife.control).toBe('int');
    expect(by.unitPrice.control).toBe('decimal');
    expect(by.itemType.options.map((o) => o.labelKey)).toContain('enum.ITEM_TYPE.1');
    expect(formSections(itemEntity, 'add').flatMap((s) => s.fields).find((f) => f.field === 'itemNo')?.disabled).toBe(false);
  });

  it('should have a section title and an option label in the dictionary for every entity', () => {
    for (const entity of Object.values(ENTITIES)) {
      for (const { section, fields } of formSections(entity, 'add')) {
        expect(t(`section.${section}`)).not.toBe(`section.${section}`);
        for (const f of fields) {
          expect(t(`field.${f.field}`)).not.toBe(`field.${f.field}`);
          for (const option of f.options) expect(t(option.labelKey)).not.toBe(option.labelKey);
        }
      }
    }
  });
});

describe('detailSections', () => {
  it('should end with the audit block', () => {
    const sections = detailSections(orgEntity);
    expect(sections.map((s) => s.section)).toEqual(['basic', 'other', 'audit']);
    expect(sections.at(-1)?.fields.map((f) => f.field)).toEqual(['createName', 'createDate', 'updateName', 'updateDate']);
  });
});

describe('values', () => {
  it('should label status, bool and enum values and format timestamps', () => {
    expect(displayValue(orgEntity.fields.statusCode, 1, t)).toBe('Valid');
    expect(displayValue(itemEntity.fields.fifoCheck, false, t)).toBe('No');
    expect(displayValue(itemEntity.fields.itemType, '2', t)).toBe('Raw material');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(optionsOf(orgEntity.fields.orgName)).toEqual([]);
  });

  it('should give the shared validation messages with the field label', () => {
    expect(fieldIssue('orgName', orgEntity.fields.orgName, '', t)).toBe('Please enter Organization name');
    expect(fieldIssue('orgNo', orgEntity.fields.orgNo, 'A'.repeat(33), t)).toBe('Must be fewer than 33 characters');
    expect(fieldIssue('unitPrice', itemEntity.fields.unitPrice, '1.23456', t)).toBe('Must have fewer than 5 decimal places');
    expect(fieldIssue('remark', orgEntity.fields.remark, '', t)).toBeUndefined();
  });

  it('should start an add form from defaults and send id and version without the key on modify', () => {
    expect(initialValues(orgEntity)).toEqual({ statusCode: 1 });
    const record = { id: 7, version: 3, orgNo: 'X', orgName: 'Name', statusCode: 1, remark: null };
    expect(initialValues(orgEntity, record)).toEqual({ orgNo: 'X', orgName: 'Name', statusCode: 1 });
    expect(formPayload(orgEntity, 'update', { orgNo: 'X', orgName: 'New', remark: ' ' }, record)).toEqual({
      id: 7, version: 3, orgName: 'New', orgShortName: null, statusCode: null, remark: null,
    });
    expect(cleanCondition({ keyword: ' ', orgName: 'a', statusCode: 0, orgNo: undefined })).toEqual({ orgName: 'a', statusCode: 0 });
  });
});

describe('modify without changes (walk 12-26 defect 1)', () => {
  const sample = (kind: string, options?: readonly string[]): unknown =>
    ({ text: 'X1', int: 7, decimal: '2.5', bool: true, status: 0, enum: options?.at(-1), date: '2026-11-29', datetime: '2026-11-29T08:00:00.000Z' })[kind];

  it('should send back every stored writable field of every entity form unchanged', () => {
    for (const entity of Object.values(ENTITIES)) {
      const stored: Record<string, unknown> = { id: 5, version: 3 };
      for (const [field, def] of Object.entries(entity.fields)) stored[field] = sample(def.kind, def.options);
      const shown = new Set(formSections(entity, 'update').flatMap((s) => s.fields.map((f) => f.field)));
      const body = formPayload(entity, 'update', initialValues(entity, stored), { id: 5, version: 3 });
      for (const [field, def] of Object.entries(entity.fields)) {
        if (def.readOnly || def.key) continue;
        expect(shown.has(field), `${entity.name}.${field} on the form`).toBe(true);
        expect(String(body[field]), `${entity.name}.${field}`).toBe(String(stored[field]));
      }
    }
  });
});
