import { describe, expect, it } from 'vitest';
import { disabledReason, isEnabledFor, splitOverflow, toolbarButtons, type ToolbarCandidate } from './toolbar-rules.ts';

const CANDIDATES: ToolbarCandidate<string>[] = [
  { action: 'export', flag: 'isExport', sort: 90 },
  { action: 'add', flag: 'isAdd', sort: 10 },
  { action: 'modify', flag: 'isModify', sort: 20 },
  { action: 'delete', flag: 'isPhysicalDelete', sort: 30 },
  { action: 'submit', flag: 'isSubmit', sort: 40 },
  { action: 'cancel', flag: 'isCancelInvalid', sort: 50 },
  { action: 'import', flag: 'isImport', sort: 80 },
];

const ALL = { isSearch: true, isAdd: true, isModify: true, isPhysicalDelete: true, isSubmit: true, isCancelInvalid: true, isImport: true, isExport: true };

describe('toolbar rule', () => {
  it('should order the granted buttons by sort weight and put those after the fifth under More', () => {
    const { visible, more } = toolbarButtons(CANDIDATES, ALL, 0);
    expect(visible.map((b) => b.action)).toEqual(['add', 'modify', 'delete', 'submit', 'cancel']);
    expect(more.map((b) => b.action)).toEqual(['import', 'export']);
  });

  it('should show no button when search is the only permission', () => {
    expect(toolbarButtons(CANDIDATES, { isSearch: true }, 1)).toEqual({ visible: [], more: [] });
  });

  it('should show only the granted buttons', () => {
    const { visible, more } = toolbarButtons(CANDIDATES, { isSearch: true, isExport: true, isModify: false }, 0);
    expect([...visible, ...more].map((b) => b.action)).toEqual(['export']);
  });

  it('should need exactly one row for modify, delete, cancel-invalid and batch update', () => {
    for (const flag of ['isModify', 'isDelete', 'isCancelInvalid', 'isBatchUpdate'] as const) {
      expect([0, 1, 2].map((count) => isEnabledFor(flag, count)), flag).toEqual([false, true, false]);
    }
  });

  it('should need at least one row for physical delete, submit, close, check and end', () => {
    for (const flag of ['isPhysicalDelete', 'isSubmit', 'isClose', 'isCheck', 'isEnd'] as const) {
      expect([0, 1, 2].map((count) => isEnabledFor(flag, count)), flag).toEqual([false, true, true]);
    }
  });

  it('should enable add, import and export whatever the selection', () => {
    for (const flag of ['isAdd', 'isImport', 'isExport'] as const) expect(isEnabledFor(flag, 0)).toBe(true);
  });

  it('should say why a button is disabled: one row for modify, a row for submit, nothing when enabled', () => {
    expect([0, 1, 2].map((count) => disabledReason('isModify', count))).toEqual(['list.whyOne', undefined, 'list.whyOne']);
    expect([0, 1, 2].map((count) => disabledReason('isSubmit', count))).toEqual(['list.whySome', undefined, undefined]);
    expect(disabledReason('isAdd', 0)).toBeUndefined();
  });

  it('should split a list after a count', () => {
    expect(splitOverflow([1, 2, 3, 4, 5, 6], 4)).toEqual({ visible: [1, 2, 3, 4], more: [5, 6] });
    expect(splitOverflow([1], 4)).toEqual({ visible: [1], more: [] });
  });
});
