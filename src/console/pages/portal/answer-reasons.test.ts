import { describe, expect, it } from 'vitest';
import { answerReasons, lockedFields } from './answer-reasons.ts';

const rule = (change: { canReject?: boolean; canChangeQty?: boolean; canChangeDate?: boolean }) => ({ ruleNo: 'R1', canReject: null, canChangeQty: null, canChangeDate: null, ...change });

describe("why Order answer's buttons are greyed", () => {
  it('should name the missing permission first, then the missing selection, then an answered line', () => {
    const pending = { answerStatus: '0', answerRule: null };
    expect(answerReasons([pending], false).accept).toBe('portal.why.noPermission');
    expect(answerReasons([], true)).toEqual({ accept: 'portal.why.selectLines', reject: 'portal.why.selectLines', propose: 'portal.why.selectLines' });
    expect(answerReasons([pending, { answerStatus: '1' }], true).propose).toBe('portal.why.notPending');
    expect(answerReasons([pending], true)).toEqual({ accept: undefined, reject: undefined, propose: undefined });
  });

  it("should grey Reject under a rule that forbids it and Propose when the rule allows no change at all", () => {
    const strict = { answerStatus: '0', answerRule: rule({ canReject: false, canChangeQty: false, canChangeDate: false }) };
    expect(answerReasons([strict], true)).toEqual({ accept: undefined, reject: 'portal.why.rejectNotAllowed', propose: 'portal.why.proposeNotAllowed' });
    const dateOnly = { answerStatus: '0', answerRule: rule({ canChangeQty: false }) };
    expect(answerReasons([dateOnly], true).propose).toBeUndefined();
  });

  it('should lock in the proposal the fields any selected line may not change', () => {
    expect(lockedFields([{ answerRule: rule({ canChangeQty: false }) }, { answerRule: null }])).toEqual({ qty: true, date: false });
    expect(lockedFields([{ answerRule: rule({ canChangeDate: false }) }])).toEqual({ qty: false, date: true });
  });
});
