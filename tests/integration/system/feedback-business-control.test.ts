/**
 * Business control (menu 160207) and feedbacks (menu 160205): a control added and modified through
 * the generic calls, bad input refused without a write; a feedback submitted by a user, answered
 * and closed by an administrator, and the changes its state no longer allows refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let submitter: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'fb-user', grants: { '160205': ['isSearch', 'isAdd', 'isModify'] } });
  submitter = await t.login('fb-user', USER_PASSWORD);
});
afterAll(() => t.close());

const control = (method: string, body: unknown) => t.call(`ISysBusinessControlService/${method}`, body, { token: admin });
const feedback = (method: string, body: unknown, token = admin) => t.call(`ISysFeedbackService/${method}`, body, { token });

describe('business control', () => {
  it('should add a control and modify its mode and value', async () => {
    const added = await control('addsysbusinesscontrol', { controlNo: 'ISSUE_OVER_NOTICE', controlName: 'Issue beyond the notice', controlMode: '1' });
    expect(added.code, added.errorMessage).toBe(0);
    expect(added.data).toMatchObject({ controlNo: 'ISSUE_OVER_NOTICE', controlMode: '1', statusCode: 1, version: 0 });
    const modified = await control('updatesysbusinesscontrolbyid', { id: added.data.id, version: 0, controlMode: '2', controlValue: '5%' });
    expect(modified.data).toMatchObject({ controlMode: '2', controlValue: '5%', version: 1 });
    expect((await control('getsysbusinesscontrollistbyparams', { condition: { controlMode: '2' } })).data.total).toBe(1);
  });

  it('should refuse an unknown mode and a missing name, writing nothing', async () => {
    const answer = await control('addsysbusinesscontrol', { controlNo: 'BAD_ONE', controlMode: '9' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['controlMode', 'controlName']);
    expect((await control('getsysbusinesscontrollistbyparams', { condition: { controlNo: 'BAD_ONE' } })).data.total).toBe(0);
  });
});

describe('feedbacks', () => {
  const submit = (feedbackNo: string) =>
    feedback('addsysfeedback', { feedbackNo, feedbackType: '2', subject: 'Printer stops', content: 'The label printer stops after ten labels.' }, submitter);

  it('should let a user submit and change an open feedback, and an administrator answer and close it', async () => {
    const added = await submit('FB001');
    expect(added.code, added.errorMessage).toBe(0);
    expect(added.data).toMatchObject({ feedbackState: '0', createName: 'fb-user', replyContent: null });
    const changed = await feedback('updatesysfeedbackbyid', { id: added.data.id, version: 0, subject: 'Label printer stops' }, submitter);
    expect(changed.data).toMatchObject({ subject: 'Label printer stops', version: 1 });

    const answered = await feedback('answerfeedback', { id: added.data.id, version: 1, replyContent: 'Update the printer driver to 2.4.' });
    expect(answered.data).toMatchObject({ feedbackState: '1', replyContent: 'Update the printer driver to 2.4.', replyName: 'admin', version: 2 });
    expect(answered.data.replyDate).toBeTruthy();
    const refused = await feedback('updatesysfeedbackbyid', { id: added.data.id, version: 2, subject: 'Changed after the answer' }, submitter);
    expect(refused.code).toBe(ERROR_CODES.FEEDBACK_NOT_OPEN);

    const closed = await feedback('closefeedback', { list: [{ id: added.data.id, version: 2 }] });
    expect(closed.data).toMatchObject([{ feedbackState: '2' }]);
    const late = await feedback('answerfeedback', { id: added.data.id, version: 3, replyContent: 'Another answer' });
    expect(late.code).toBe(ERROR_CODES.FEEDBACK_NOT_ANSWERABLE);
    expect((await feedback('getsysfeedbackbyid', { id: added.data.id })).data).toMatchObject({ feedbackState: '2', replyContent: 'Update the printer driver to 2.4.', version: 3 });
  });

  it('should refuse answering without the answer flag, a blank answer and a stale version', async () => {
    const added = (await submit('FB002')).data;
    expect((await feedback('answerfeedback', { id: added.id, version: 0, replyContent: 'Mine' }, submitter)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await feedback('closefeedback', { list: [{ id: added.id, version: 0 }] }, submitter)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await feedback('answerfeedback', { id: added.id, version: 0, replyContent: '   ' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await feedback('answerfeedback', { id: added.id, version: 5, replyContent: 'Stale' })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await feedback('getsysfeedbackbyid', { id: added.id })).data).toMatchObject({ feedbackState: '0', version: 0 });
  });

  it('should close all listed feedbacks or none', async () => {
    const open = (await submit('FB003')).data;
    const [done] = (await feedback('getsysfeedbacklistbyparams', { condition: { feedbackNo: 'FB001' } })).data.records;
    const answer = await feedback('closefeedback', { list: [{ id: open.id, version: 0 }, { id: done.id, version: done.version }] });
    expect(answer.code).toBe(ERROR_CODES.FEEDBACK_NOT_ANSWERABLE);
    expect((await feedback('getsysfeedbackbyid', { id: open.id })).data.feedbackState).toBe('0');
  });
});
