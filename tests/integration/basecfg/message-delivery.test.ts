/**
 * Messages that leave (issue 16; docs/decisions/0123-messages-that-leave.md): the mail server of a
 * message configuration used by nodemailer (a test mail to a local SMTP server started here), its
 * password never answered, e-mail notices sent after their call, webhooks signed with the
 * endpoint's secret and retried after a failure with every attempt in the delivery log.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { deliverDue } from '../../../src/server/messaging/deliver.ts';
import { SIGNATURE_HEADER, webhookSignature } from '../../../src/server/messaging/webhook.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser } from '../../support/users.ts';

const MAIL_USER = 'wms-mailer';
const MAIL_PASSWORD = 'Mail-Secret-8812';
const HOOK_SECRET = 'hook-secret-5531';

type Mail = { from: string; to: string[]; raw: string };
const mails: Mail[] = [];
const hooks: { body: string; signature: string | undefined; status: number }[] = [];
let failNextHook = true;

let smtp: SMTPServer;
let smtpPort: number;
let http: Server;
let hookUrl: string;
let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token });

function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, done) => (auth.username === MAIL_USER && auth.password === MAIL_PASSWORD ? done(null, { user: auth.username }) : done(new Error('Invalid username or password'))),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
}

function startHookServer(): Promise<string> {
  http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = failNextHook ? 500 : 200;
      failNextHook = false;
      hooks.push({ body: Buffer.concat(chunks).toString('utf8'), signature: request.headers[SIGNATURE_HEADER] as string | undefined, status });
      response.writeHead(status).end();
    });
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(http.address() as AddressInfo).port}/hooks/wms`)));
}

async function config(configNo: string) {
  return (await call('ISysMessageConfigService/getsysmessageconfiglistbyparams', { condition: { configNo } })).data.records[0];
}

async function message(id: number) {
  return (await call('ISysMessageService/getsysmessagebyid', { id })).data;
}

beforeAll(async () => {
  smtpPort = await startSmtp();
  hookUrl = await startHookServer();
  t = await testApp({ demo: true });
  admin = await t.login();
  await t.database.pool.query("update sys_user set email = 'admin@northwind.example' where user_no = 'admin'");
  const mail = await config('MAIL');
  const modified = await call('ISysMessageConfigService/updatesysmessageconfigbyid', { id: mail.id, version: mail.version, host: '127.0.0.1', port: smtpPort, userName: MAIL_USER, statusCode: 1 });
  expect(modified.code).toBe(0);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  await new Promise((resolve) => http.close(() => resolve(undefined)));
});

describe('the mail server of a message configuration', () => {
  it('should store the password and never answer it back', async () => {
    const mail = await config('MAIL');
    const set = await call('ISysMessageConfigService/setMessageConfigSecret', { id: mail.id, secret: MAIL_PASSWORD });
    expect(set).toMatchObject({ code: 0, data: { id: mail.id, secretSet: true } });
    const answers = [set, await call('ISysMessageConfigService/getsysmessageconfigbyid', { id: mail.id }), await call('ISysMessageConfigService/getsysmessageconfiglistbyparams', { condition: {} })];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(MAIL_PASSWORD);
  });

  it('should send a test mail through nodemailer to the configured server, logged in with the stored password', async () => {
    const mail = await config('MAIL');
    const sent = await call('ISysMessageConfigService/sendTestMail', { id: mail.id, to: 'ops@northwind.example' });
    expect(sent.code).toBe(0);
    expect(sent.data.response).toMatch(/^250/);
    expect(mails.at(-1)).toMatchObject({ from: 'wms@northwind.example', to: ['ops@northwind.example'] });
    expect(mails.at(-1)!.raw).toContain('Subject: WMS test mail (MAIL)');
  });

  it('should answer the mail server refusal when the password is wrong, and send nothing', async () => {
    const mail = await config('MAIL');
    await call('ISysMessageConfigService/setMessageConfigSecret', { id: mail.id, secret: 'wrong-password' });
    const before = mails.length;
    const refused = await call('ISysMessageConfigService/sendTestMail', { id: mail.id, to: 'ops@northwind.example' });
    expect(refused.code).toBe(ERROR_CODES.MAIL_SEND_FAILED);
    expect(refused.errorMessage).toMatch(/^The test mail did not leave: .*Invalid username or password/);
    expect(refused.errorMessage).not.toContain('wrong-password');
    expect(mails.length).toBe(before);
    await call('ISysMessageConfigService/setMessageConfigSecret', { id: mail.id, secret: MAIL_PASSWORD });
  });

  it('should refuse a test mail through a configuration that is no mail server, to an address that is none, or of no configuration', async () => {
    const inApp = await config('IN-APP');
    expect((await call('ISysMessageConfigService/sendTestMail', { id: inApp.id, to: 'ops@northwind.example' })).code).toBe(ERROR_CODES.MESSAGE_CONFIG_NOT_MAIL);
    const mail = await config('MAIL');
    const bad = await call('ISysMessageConfigService/sendTestMail', { id: mail.id, to: 'ops at northwind' });
    expect(bad.details.fields).toMatchObject([{ field: 'to', message: 'Please enter a valid email address' }]);
    expect((await call('ISysMessageConfigService/sendTestMail', { id: 999999, to: 'ops@northwind.example' })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call('ISysMessageConfigService/setMessageConfigSecret', { id: 999999, secret: 'x' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse a webhook configuration without an http or https URL', async () => {
    const missing = await call('ISysMessageConfigService/addsysmessageconfig', { configNo: 'HOOK-X', configName: 'Hook', channel: '3' });
    expect(missing.details.fields).toMatchObject([{ field: 'webhookUrl' }]);
    const wrong = await call('ISysMessageConfigService/addsysmessageconfig', { configNo: 'HOOK-X', configName: 'Hook', channel: '3', webhookUrl: 'file:///etc/passwd' });
    expect(wrong.details.fields).toMatchObject([{ field: 'webhookUrl', message: 'Please enter an http or https URL' }]);
  });

  it('should refuse the calls to a user without the message-configuration modify flag', async () => {
    await createUser(t.database.db, { userNo: 'msg-viewer', grants: { '100501': ['isSearch'], '100504': ['isSearch'] }, orgs: ['NWT'] });
    const viewer = await t.login('msg-viewer', 'User-12345');
    const mail = await config('MAIL');
    expect((await call('ISysMessageConfigService/setMessageConfigSecret', { id: mail.id, secret: 'taken-over' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('ISysMessageConfigService/sendTestMail', { id: mail.id, to: 'x@example.com' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('notices that leave', () => {
  it('should answer an e-mail notice pending and send it after the call', async () => {
    const policy = (await call('ISysMessagePolicyService/getsysmessagepolicylistbyparams', { condition: { noticeMethodNo: 'POL-EXPIRY' } })).data.records[0];
    expect((await call('ISysMessagePolicyService/updatesysmessagepolicybyid', { id: policy.id, version: policy.version, statusCode: 1 })).code).toBe(0);
    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '6', values: { itemNo: 'P011', itemName: 'Queso Cabrales', lotNo: 'L7', days: 3 } });
    expect(sent.data).toMatchObject([{ channel: '2', receiver: 'admin', sendState: '0', attempts: 0 }]);
    await vi.waitFor(async () => expect(await message(sent.data[0].id)).toMatchObject({ sendState: '1', attempts: 1, lastError: null }), { timeout: 10_000 });
    expect((await message(sent.data[0].id)).sentAt).toBeTruthy();
    const delivered = mails.find((mail) => mail.raw.includes('Queso Cabrales lot L7 expires in 3 days'));
    expect(delivered?.to).toEqual(['admin@northwind.example']);
  });

  it('should sign a webhook with the endpoint secret, retry it after a failure and log every attempt', async () => {
    const added = await call('ISysMessageConfigService/addsysmessageconfig', { configNo: 'HOOK', configName: 'ERP hook', channel: '3', webhookUrl: hookUrl });
    expect(added.code).toBe(0);
    await call('ISysMessageConfigService/setMessageConfigSecret', { id: added.data.id, secret: HOOK_SECRET });
    await call('ISysMessageTemplateService/addsysmessagetemplate', { noticeTemplateNo: 'TPL-EXC', noticeTemplateName: 'Exception', noticeType: '8', titleTemplate: 'Exception in {{warehouseNo}}', contentTemplate: '{{errorMessage}}' });
    await call('ISysMessagePolicyService/addsysmessagepolicy', { noticeMethodNo: 'POL-EXC-HOOK', noticeMethodName: 'Exceptions to the ERP', orgNo: 'NWT', noticeType: '8', channel: '3', noticeTemplateNo: 'TPL-EXC', receiverType: '1', receivers: 'admin' });

    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '8', values: { warehouseNo: 'WH-LDN', errorMessage: 'Dock 3 scanner offline' } });
    expect(sent.data).toMatchObject([{ channel: '3', sendState: '0' }]);
    const id = sent.data[0].id;
    await vi.waitFor(async () => expect(await message(id)).toMatchObject({ sendState: '0', attempts: 1, lastError: 'HTTP 500' }), { timeout: 10_000 });

    await deliverDue(t.database.db, new Date(Date.now() + 2 * 60_000));
    expect(await message(id)).toMatchObject({ sendState: '1', attempts: 2, lastError: null });
    const log = await call('ISysMessageService/getMessageDeliveryList', { id });
    expect(log.data).toMatchObject([{ attempt: 1, success: false, detail: 'HTTP 500' }, { attempt: 2, success: true, detail: 'HTTP 200' }]);

    expect(hooks.map((hook) => hook.status)).toEqual([500, 200]);
    for (const hook of hooks) expect(hook.signature).toBe(webhookSignature(HOOK_SECRET, hook.body));
    expect(JSON.parse(hooks[1].body)).toMatchObject({ messageNo: sent.data[0].messageNo, noticeType: '8', orgNo: 'NWT', receiver: 'admin', title: 'Exception in WH-LDN', content: 'Dock 3 scanner offline' });
  });

  it('should give a webhook up as failed after its fifth attempt, each in the delivery log', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)));
    await new Promise((resolve) => closed.close(resolve));
    const hook = await config('HOOK');
    await call('ISysMessageConfigService/updatesysmessageconfigbyid', { id: hook.id, version: hook.version, webhookUrl: `http://127.0.0.1:${port}/refused` });
    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '8', values: { errorMessage: 'Conveyor stopped' } });
    const id = sent.data[0].id;
    await vi.waitFor(async () => expect((await message(id)).attempts).toBe(1), { timeout: 10_000 });
    for (let hour = 1; hour <= 4; hour += 1) await deliverDue(t.database.db, new Date(Date.now() + hour * 3_600_000));
    const failed = await message(id);
    expect(failed).toMatchObject({ sendState: '2', attempts: 5 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    const log = (await call('ISysMessageService/getMessageDeliveryList', { id })).data;
    expect(log.map((entry: { attempt: number; success: boolean }) => [entry.attempt, entry.success])).toEqual([[1, false], [2, false], [3, false], [4, false], [5, false]]);
    expect(await deliverDue(t.database.db, new Date(Date.now() + 24 * 3_600_000))).toBe(0);
  });

  it('should fail a message at once when no valid configuration of its channel exists', async () => {
    const hook = await config('HOOK');
    await call('ISysMessageConfigService/updatesysmessageconfigbyid', { id: hook.id, version: hook.version, statusCode: 0 });
    const sent = await call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '8', values: { errorMessage: 'Printer jam' } });
    await vi.waitFor(async () => expect(await message(sent.data[0].id)).toMatchObject({ sendState: '2', attempts: 1, lastError: 'no valid message configuration of channel 3' }), { timeout: 10_000 });
  });

  it('should not show the delivery log of another user’s message', async () => {
    const viewer = await t.login('msg-viewer', 'User-12345');
    const [mine] = (await call('ISysMessageService/getMyMessageList', {})).data.records;
    expect((await call('ISysMessageService/getMessageDeliveryList', { id: mine.id }, viewer)).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
