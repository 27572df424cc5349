import { describe, expect, it } from 'vitest';
import { actionMethod, canAct, createdStatus, DOC_STATUS_CODES, isEditable, type DocAction } from './document.ts';
import { OUT_NOTICE, SUSPENDABLE } from './outbound-notice.ts';

describe('outbound notice transitions (workflows §4)', () => {
  it('should start in draft and be modified or deleted only in draft', () => {
    expect(createdStatus(OUT_NOTICE)).toBe('0');
    expect(DOC_STATUS_CODES.filter((s) => isEditable(OUT_NOTICE, s))).toEqual(['0']);
  });

  it('should allocate only initial notices, invalidate initial and in-progress ones and close only in-progress ones', () => {
    const allowed: Record<string, string[]> = {
      submit: ['0'], allocate: ['10'], cancelAllocate: ['15'], ship: ['15'], post: ['10'], endCase: ['30'], close: ['15'], invalid: ['10', '15'],
    };
    expect(Object.keys(OUT_NOTICE.actions).sort()).toEqual(Object.keys(allowed).sort());
    for (const [action, from] of Object.entries(allowed)) {
      for (const status of DOC_STATUS_CODES) expect([action, status, canAct(OUT_NOTICE, action, status)]).toEqual([action, status, from.includes(status)]);
    }
  });

  it('should lead each action to its status, post every stock effect, and ask close for its reason', () => {
    const to = Object.fromEntries(Object.entries(OUT_NOTICE.actions).map(([a, t]) => [a, [t.to, t.posts]]));
    expect(to).toEqual({
      submit: ['10', false], allocate: ['15', true], cancelAllocate: ['10', true], ship: ['30', true], post: ['30', true],
      endCase: ['40', false], close: ['99', true], invalid: ['90', true],
    });
    const actions: Record<string, DocAction> = OUT_NOTICE.actions;
    expect(Object.entries(actions).filter(([, t]) => t.remark).map(([a, t]) => [a, t.remark])).toEqual([['close', 'closeRemark']]);
    expect(actionMethod(OUT_NOTICE, 'allocate')).toBe('allocateoutnotice');
  });

  it('should suspend and release only notices still to ship', () => {
    expect(SUSPENDABLE).toEqual(['10', '15']);
  });
});
