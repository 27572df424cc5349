import { describe, expect, it } from 'vitest';
import { ARRIVAL } from './arrival.ts';
import { actionMethod, canAct, createdStatus, DOC_STATUS_CODES, isEditable, type DocumentDef } from './document.ts';
import { IN_NOTICE } from './inbound-notice.ts';
import { canTaskAct, PUTAWAY_TASK_ACTIONS, statusAfterConfirm, type PutawayTaskAction } from './putaway-task.ts';

/** The statuses each action is allowed from (workflows §4); every other status is refused. */
function expectAllowed(doc: DocumentDef, allowed: Record<string, string[]>) {
  expect(Object.keys(doc.actions).sort()).toEqual(Object.keys(allowed).sort());
  for (const [action, from] of Object.entries(allowed)) {
    for (const status of DOC_STATUS_CODES) expect([action, status, canAct(doc, action, status)]).toEqual([action, status, from.includes(status)]);
  }
}

describe('arrival note transitions (workflows §4)', () => {
  it('should start in draft and be modified or deleted only in draft', () => {
    expect(createdStatus(ARRIVAL)).toBe('0');
    expect(DOC_STATUS_CODES.filter((s) => isEditable(ARRIVAL, s))).toEqual(['0']);
  });

  it('should allow every action from exactly its statuses', () => {
    expectAllowed(ARRIVAL, {
      submit: ['0'],
      receive: ['10'],
      cancelReceipt: ['15'],
      finish: ['30'],
      endCase: ['30'],
      close: ['15'],
      invalid: ['10', '15'],
    });
  });

  it('should lead each action to its status and post only receipts and their reversals', () => {
    const to = Object.fromEntries(Object.entries(ARRIVAL.actions).map(([a, t]) => [a, [t.to, t.posts]]));
    expect(to).toEqual({
      submit: ['10', false], receive: ['15', true], cancelReceipt: ['10', true], finish: ['99', false], endCase: ['40', false], close: ['99', false], invalid: ['90', true],
    });
    expect(actionMethod(ARRIVAL, 'cancelReceipt')).toBe('cancelReceipt');
  });
});

describe('inbound notice transitions (workflows §4, §9)', () => {
  it('should start in draft and be modified or deleted only in draft', () => {
    expect(createdStatus(IN_NOTICE)).toBe('0');
    expect(DOC_STATUS_CODES.filter((s) => isEditable(IN_NOTICE, s))).toEqual(['0']);
  });

  it('should allow every action from exactly its statuses', () => {
    expectAllowed(IN_NOTICE, {
      submit: ['0'],
      createTask: ['10'],
      cancelTask: ['15'],
      post: ['10'],
      finish: ['30'],
      endCase: ['30'],
      close: ['15'],
      invalid: ['10', '15'],
    });
  });

  it('should post on the minimalist post in one step and on task creation', () => {
    expect(IN_NOTICE.actions.post).toMatchObject({ to: '30', posts: true });
    expect(IN_NOTICE.actions.createTask).toMatchObject({ to: '15', posts: true });
    expect(IN_NOTICE.actions.cancelTask).toMatchObject({ to: '10', posts: true });
  });
});

describe('putaway task transitions (workflows §4 task rules)', () => {
  const statuses = ['10', '15', '30', '90', '99'];
  const allowed = (action: PutawayTaskAction, isSuspend: boolean) => statuses.filter((s) => canTaskAct(action, s, isSuspend));

  it('should assign and void only initial tasks and close initial and in-progress ones', () => {
    expect(allowed('reassign', false)).toEqual(['10']);
    expect(allowed('void', false)).toEqual(['10']);
    expect(allowed('close', false)).toEqual(['10', '15']);
    expect(allowed('confirm', false)).toEqual(['10', '15']);
  });

  it('should suspend a running task, release only a suspended one, and refuse work on a suspended task', () => {
    expect(allowed('suspend', false)).toEqual(['10', '15']);
    expect(allowed('suspend', true)).toEqual([]);
    expect(allowed('release', false)).toEqual([]);
    expect(allowed('release', true)).toEqual(['10', '15']);
    for (const action of ['confirm', 'reassign', 'void'] as const) expect(allowed(action, true)).toEqual([]);
    expect(allowed('close', true)).toEqual(['10', '15']);
  });

  it('should complete a task when its last line is put away', () => {
    expect(statusAfterConfirm(0)).toBe('30');
    expect(statusAfterConfirm(2)).toBe('15');
    expect(Object.values(PUTAWAY_TASK_ACTIONS).every((a) => a.from.every((s) => statuses.includes(s)))).toBe(true);
  });
});
