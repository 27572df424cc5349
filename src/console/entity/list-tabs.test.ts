import { describe, expect, it } from 'vitest';
import { orgEntity } from '../../shared/entities/org.entity.ts';
import { taxEntity } from '../../shared/entities/tax.entity.ts';
import { formatCount, listTabs, tabCondition } from './list-tabs.ts';

describe('list tabs', () => {
  it('should show counts up to 9999 and above it 9999+', () => {
    expect([0, 42, 9999, 10000, 123456].map(formatCount)).toEqual(['0', '42', '9999', '9999+', '9999+']);
  });

  it('should offer all, then one tab per status value with its count (0 when absent)', () => {
    expect(listTabs(orgEntity, { total: 12000, counts: { '1': 11999 } })).toEqual([
      { key: 'all', labelKey: undefined, count: '9999+' },
      { key: '1', labelKey: 'enum.STATUS.1', count: '9999+' },
      { key: '0', labelKey: 'enum.STATUS.0', count: '0' },
    ]);
  });

  it('should have no tabs for an entity that declares none', () => {
    expect(listTabs(taxEntity, { total: 3, counts: {} })).toEqual([]);
  });

  it('should set the tab value over the searched one, and leave the condition for all', () => {
    expect(tabCondition(orgEntity, { keyword: 'x', statusCode: 1 }, '0')).toEqual({ keyword: 'x', statusCode: '0' });
    expect(tabCondition(orgEntity, { keyword: 'x' }, 'all')).toEqual({ keyword: 'x' });
  });
});
