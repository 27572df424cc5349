/** The order answer check shared by the answer form and the server (answerRefusal, workflows §6). */
import { describe, expect, it } from 'vitest';
import { answerRefusal, type AnswerRule } from './documents/order-answer.ts';

const DATES_ONLY: AnswerRule = { ruleNo: 'ANS-48H', canReject: true, canChangeDate: true, canChangeQty: false };

describe('answerRefusal', () => {
  it('should ask a rejection for a reason and refuse it where the rule forbids rejecting', () => {
    expect(answerRefusal({ action: 'reject' }, null)).toBe('ORDER_REASON_REQUIRED');
    expect(answerRefusal({ action: 'reject', answerRemark: '  ' }, null)).toBe('ORDER_REASON_REQUIRED');
    expect(answerRefusal({ action: 'reject', answerRemark: 'Discontinued' }, null)).toBeUndefined();
    expect(answerRefusal({ action: 'reject', answerRemark: 'Discontinued' }, { ...DATES_ONLY, canReject: false })).toBe('ORDER_REJECT_NOT_ALLOWED');
  });

  it('should refuse an empty proposal, a quantity of 0 and a change the rule forbids', () => {
    expect(answerRefusal({ action: 'propose' }, null)).toBe('ORDER_PROPOSAL_REQUIRED');
    expect(answerRefusal({ action: 'propose', answerQty: '0' }, null)).toBe('ORDER_PROPOSAL_REQUIRED');
    expect(answerRefusal({ action: 'propose', answerQty: '80' }, DATES_ONLY)).toBe('ORDER_QTY_CHANGE_NOT_ALLOWED');
    expect(answerRefusal({ action: 'propose', answerDate: '2026-12-05' }, DATES_ONLY)).toBeUndefined();
    expect(answerRefusal({ action: 'propose', answerDate: '2026-12-05' }, { ...DATES_ONLY, canChangeDate: false })).toBe('ORDER_DATE_CHANGE_NOT_ALLOWED');
    expect(answerRefusal({ action: 'propose', answerQty: '80' }, null)).toBeUndefined();
  });

  it('should let accepting through under any rule', () => {
    expect(answerRefusal({ action: 'accept' }, { ...DATES_ONLY, canReject: false, canChangeDate: false })).toBeUndefined();
  });
});
