import { describe, expect, it } from 'vitest';
import { ANSWER_ACTIONS, ANSWER_STATUS_CODES, answerMsLeft, canAnswer, type AnswerAction } from './order-answer.ts';

const allowed = (action: AnswerAction) => ANSWER_STATUS_CODES.filter((status) => canAnswer(action, status));

describe('order answer table (workflows §4)', () => {
  it('should let the supplier accept, reject or propose only while pending', () => {
    for (const action of ['accept', 'reject', 'propose'] as const) {
      expect(allowed(action)).toEqual(['0']);
      expect(ANSWER_ACTIONS[action].side).toBe('supplier');
    }
    expect([ANSWER_ACTIONS.accept.to, ANSWER_ACTIONS.reject.to, ANSWER_ACTIONS.propose.to]).toEqual(['1', '2', '3']);
  });

  it('should let the purchaser take a proposal (accepted) or decline it (pending again)', () => {
    expect(allowed('confirm')).toEqual(['3']);
    expect(allowed('decline')).toEqual(['3']);
    expect([ANSWER_ACTIONS.confirm.to, ANSWER_ACTIONS.decline.to]).toEqual(['1', '0']);
  });

  it('should accept automatically only a pending line', () => {
    expect(allowed('autoAccept')).toEqual(['0']);
  });

  it('should count down the time left to answer and stop at 0', () => {
    const deadline = new Date('2026-11-25T10:00:00Z');
    expect(answerMsLeft('0', deadline, new Date('2026-11-25T09:00:00Z'))).toBe(3_600_000);
    expect(answerMsLeft('0', deadline, new Date('2026-11-25T11:00:00Z'))).toBe(0);
    expect(answerMsLeft('1', deadline, new Date('2026-11-25T09:00:00Z'))).toBe(0);
  });
});
