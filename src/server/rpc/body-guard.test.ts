import { describe, expect, it } from 'vitest';
import { BODY_DEPTH_MAX, BODY_VALUES_MAX, bodyIssues } from './body-guard.ts';

/** `levels` arrays nested in each other, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

describe('body guard', () => {
  it('should pass a clean body and primitives', () => {
    expect(bodyIssues({ orgNo: 'NWT', lines: [{ qty: '1', customValues: { F1: null } }], flag: true })).toEqual([]);
    for (const value of [undefined, null, 0, 'text']) expect(bodyIssues(value)).toEqual([]);
  });

  it('should name every text holding a NUL by its path, in values and in keys', () => {
    const issues = bodyIssues({ orgName: 'a\u0000b', lines: [{ itemNo: '\u0000' }], condition: { ['orgNo\u0000']: 'x' } });
    expect(issues.map((issue) => issue.field).sort()).toEqual(['condition.orgNo', 'lines.0.itemNo', 'orgName']);
    expect(issues.every((issue) => issue.message === 'validation.nul')).toBe(true);
    expect(bodyIssues('\u0000')).toEqual([{ field: 'body', message: 'validation.nul' }]);
  });

  it('should accept the deepest allowed nesting and refuse one level more', () => {
    expect(bodyIssues(nested(BODY_DEPTH_MAX))).toEqual([]);
    expect(bodyIssues(nested(BODY_DEPTH_MAX + 1))).toMatchObject([{ message: 'validation.tooDeep', params: { max: BODY_DEPTH_MAX } }]);
  });

  it('should refuse a million levels without overflowing the stack', () => {
    expect(bodyIssues({ condition: { jurisdiction: nested(1_000_000) } })).toMatchObject([{ message: 'validation.tooDeep' }]);
  });

  it('should refuse a body holding more values than allowed, counting the body, each object entry and each array item', () => {
    expect(bodyIssues({ ids: new Array(BODY_VALUES_MAX - 2).fill(1) })).toEqual([]);
    expect(bodyIssues({ ids: new Array(BODY_VALUES_MAX - 1).fill(1) })).toEqual([{ field: 'body', message: 'validation.tooLarge', params: { max: BODY_VALUES_MAX } }]);
  });

  it('should answer at most 20 issues when many texts hold a NUL', () => {
    expect(bodyIssues(new Array(1000).fill('\u0000'))).toHaveLength(20);
  });
});
