/**
 * Base.Message (spec console §2, §3 Notice template, §5 notice template picker; workflows §4 read
 * state, §5 mail server): configurations, templates with placeholders, policies by noticeMethodNo,
 * notices sent through the policies into the receivers' in-app messages, read state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('message configuration', () => {
  it('should require protocol, host, port and from address of an e-mail server (the character set defaults to UTF-8)', async () => {
    const answer = await call('ISysMessageConfigService/addsysmessageconfig', { configNo: 'M2', configName: 'Mail', channel: '2' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['fromAddress', 'host', 'port', 'protocol']);
    const modified = await call('ISysMessageConfigService/getsysmessageconfiglistbyparams', { condition: { configNo: 'MAIL' } });
    const mail = modified.data.records[0];
    const cleared = await call('ISysMessageConfigService/updatesysmessageconfigbyid', { id: mail.id, version: mail.version, channel: '2', defaultEncoding: null });
    expect(cleared.details.fields).toMatchObject([{ field: 'defaultEncoding', message: 'Please enter Character set' }]);
  });

  it('should refuse a port out of range and a from address that is not an e-mail', async () => {
    const answer = await call('ISysMessageConfigService/addsysmessageconfig', { configNo: 'M3', configName: 'Mail', channel: '2', protocol: 'smtp', host: 'mail', port: 70000, fromAddress: 'nobody' });
    expect(answer.details.fields).toMatchObject([{ field: 'fromAddress', message: 'Please enter a valid email address' }, { field: 'port', message: 'Please enter a port from 1 to 65535' }]);
  });
});

describe('message templates and policies', () => {
  it('should refuse a placeholder the notice type does not fill', async () => {
    const answer = await call('ISysMessageTemplateService/addsysmessagetemplate', { noticeTemplateNo: 'T-BAD', noticeTemplateName: 'Bad', noticeType: '5', titleTemplate: 'Low {{itemNo}}', contentTemplate: 'For {{customerName}}' });
    expect(answer.details.fields).toMatchObject([{ field: 'contentTemplate', message: 'Unknown placeholder customerName for this notice type' }]);
  });

  it('should refuse a policy whose template is of another notice type', async () => {
    const answer = await call('ISysMessagePolicyService/addsysmessagepolicy', { noticeMethodNo: 'P-X', noticeMethodName: 'X', orgNo: 'NWT', noticeType: '4', noticeTemplateNo: 'TPL-LOW-STOCK', receivers: 'admin' });
    expect(answer.details.fields).toMatchObject([{ field: 'noticeTemplateNo', message: 'TPL-LOW-STOCK does not belong to 4' }]);
  });

  it('should refuse receivers that are not a list of numbers', async () => {
    const answer = await call('ISysMessagePolicyService/addsysmessagepolicy', { noticeMethodNo: 'P-Y', noticeMethodName: 'Y', orgNo: 'NWT', noticeType: '5', noticeTemplateNo: 'TPL-LOW-STOCK', receivers: 'admin; bob' });
    expect(answer.details.fields).toMatchObject([{ field: 'receivers', message: 'Enter numbers separated by commas' }]);
  });

  it('should keep a policy by its noticeMethodNo and refuse the same number twice', async () => {
    const policy = { noticeMethodNo: 'POL-LOW-STOCK', noticeMethodName: 'Again', orgNo: 'NWT', noticeType: '5', noticeTemplateNo: 'TPL-LOW-STOCK', receivers: 'admin' };
    expect((await call('ISysMessagePolicyService/addsysmessagepolicy', policy)).code).toBe(ERROR_CODES.DUPLICATE_KEY);
  });
});

describe('notices and in-app messages', () => {
  it('should list the demo notices as the receiver’s unread messages', async () => {
    const mine = await call('ISysMessageService/getMyMessageList', { condition: { readState: '0' } });
    expect(mine.data.records.map((m: { title: string }) => m.title).sort()).toEqual(['Low stock: P011 Queso Cabrales', 'SO-10248 shipped to Vins et alcools Chevalier']);
  });

  it('should render a notice through the policies of its type and count it unread', async () => {
    const before = (await call('ISysMessageService/getMyUnreadCount', {})).data.count;
    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '5', values: { itemNo: 'P031', itemName: 'Gorgonzola Telino', qty: 0, invLowerLimit: 20, warehouseNo: 'WH-LDN' } });
    expect(sent.data).toMatchObject([{ receiver: 'admin', channel: '1', sendState: '1', title: 'Low stock: P031 Gorgonzola Telino' }]);
    expect(sent.data[0].content).toMatch(/^WH-LDN holds 0 of Gorgonzola Telino, below the lower limit 20 \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)\.$/);
    expect((await call('ISysMessageService/getMyUnreadCount', {})).data.count).toBe(before + 1);
  });

  it('should queue an e-mail policy\'s message pending, to leave after the call', async () => {
    const policy = (await call('ISysMessagePolicyService/getsysmessagepolicylistbyparams', { condition: { noticeMethodNo: 'POL-EXPIRY' } })).data.records[0];
    expect((await call('ISysMessagePolicyService/updatesysmessagepolicybyid', { id: policy.id, version: policy.version, statusCode: 1 })).code).toBe(0);
    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '6', values: { itemNo: 'P011', itemName: 'Queso Cabrales', lotNo: 'L1', days: 3 } });
    expect(sent.data).toMatchObject([{ channel: '2', sendState: '0', attempts: 0, remark: null }]);
  });

  it('should mark only the caller’s own messages read', async () => {
    const mine = (await call('ISysMessageService/getMyMessageList', { condition: { readState: '0' } })).data.records;
    const read = await call('ISysMessageService/readMyMessages', { ids: [mine[0].id, 999999] });
    expect(read.data).toEqual({ updated: 1 });
    const row = (await call('ISysMessageService/getsysmessagebyid', { id: mine[0].id })).data;
    expect(row.readState).toBe('1');
    expect(row.readTime).toBeTruthy();
  });

  it('should send nothing when no policy covers the notice type, and refuse an unknown type', async () => {
    expect((await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '8' })).data).toEqual([]);
    expect((await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '9' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});
