import { describe, expect, it } from 'vitest';
import { applyLayout, dropColumn, mergeLayout, moveColumn } from './column-layout.ts';

const KEYS = ['orgNo', 'orgName', 'remark'];

describe('column layout', () => {
  it('should keep the saved order, drop unknown columns and append new ones shown', () => {
    const saved = [
      { columnKey: 'remark', isShow: false, isFixed: false },
      { columnKey: 'gone', isShow: true, isFixed: false },
      { columnKey: 'orgNo', isShow: true, isFixed: true },
    ];
    expect(mergeLayout(KEYS, saved)).toEqual([
      { columnKey: 'remark', isShow: false, isFixed: false },
      { columnKey: 'orgNo', isShow: true, isFixed: true },
      { columnKey: 'orgName', isShow: true, isFixed: false },
    ]);
  });

  it('should hide columns, order them and put frozen ones first', () => {
    const columns = KEYS.map((key) => ({ key }));
    const layout = [
      { columnKey: 'orgName', isShow: true, isFixed: false },
      { columnKey: 'remark', isShow: true, isFixed: true },
      { columnKey: 'orgNo', isShow: false, isFixed: false },
    ];
    expect(applyLayout(columns, layout)).toEqual([{ key: 'remark', fixed: 'left' }, { key: 'orgName' }]);
  });

  it('should move a column within bounds', () => {
    const layout = mergeLayout(KEYS, []);
    expect(moveColumn(layout, 'orgName', -1).map((s) => s.columnKey)).toEqual(['orgName', 'orgNo', 'remark']);
    expect(moveColumn(layout, 'orgNo', -1)).toBe(layout);
  });

  it('should put a dragged column in the place of the column it is dropped on', () => {
    const layout = mergeLayout(KEYS, []);
    expect(dropColumn(layout, 'remark', 'orgNo').map((s) => s.columnKey)).toEqual(['remark', 'orgNo', 'orgName']);
    expect(dropColumn(layout, 'orgNo', 'remark').map((s) => s.columnKey)).toEqual(['orgName', 'remark', 'orgNo']);
    expect(dropColumn(layout, 'orgNo', 'orgNo')).toBe(layout);
    expect(dropColumn(layout, 'unknown', 'orgNo')).toBe(layout);
  });
});
