/**
 * Messages that leave, end to end (issue 16; docs/decisions/0123-messages-that-leave.md): an
 * administrator stores the mail server password of a message configuration, sends a test mail
 * that reaches a local SMTP server started here, and reads the delivery log of an e-mail notice on
 * message-query.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const PASSWORD = 'Mail-Secret-4471';
const received: string[] = [];
let smtp: SMTPServer;
let c: Console;
let admin: Page;

beforeAll(async () => {
  smtp = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, done) => (auth.password === PASSWORD ? done(null, { user: auth.username }) : done(new Error('Invalid username or password'))),
    onData: (stream, _session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  c = await startConsole();
  const token = await c.t.login();
  const [mail] = (await c.t.call('ISysMessageConfigService/getsysmessageconfiglistbyparams', { condition: { configNo: 'MAIL' } }, { token })).data.records;
  await c.t.call('ISysMessageConfigService/updatesysmessageconfigbyid', { id: mail.id, version: mail.version, host: '127.0.0.1', port, userName: 'wms', statusCode: 1 }, { token });
  admin = await signedInPage(c, '/base/message/message-configuration');
});
afterEach((context) => screenshotOnFailure(admin, context));
afterAll(async () => {
  await c?.close();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
});

const front = () => activePage(admin);
const row = (text: string) => front().locator('tr', { hasText: text });

describe('an administrator configures the mail server and follows a mail', () => {
  it('should store the password and send a test mail that arrives', async () => {
    await row('Northwind mail server').locator('.ant-checkbox-input').check();
    await front().getByTestId('message-config-secret').click();
    await admin.getByTestId('message-config-secret-input').fill(PASSWORD);
    await admin.locator('.ant-modal-footer .ant-btn-primary').click();
    await messageShown(admin, 'Saved');
    await front().getByTestId('message-config-test-mail').click();
    await admin.getByTestId('message-config-test-mail-to').fill('ops@northwind.example');
    await admin.locator('.ant-modal-footer .ant-btn-primary').click();
    await messageShown(admin, 'Test mail sent: 250');
    expect(received.some((mail) => mail.includes('Subject: WMS test mail (MAIL)'))).toBe(true);
  });

  it('should show the delivery log of an e-mail notice on message-query', async () => {
    const token = await c.t.login();
    await c.t.database.pool.query("update sys_user set email = 'admin@northwind.example' where user_no = 'admin'");
    const [policy] = (await c.t.call('ISysMessagePolicyService/getsysmessagepolicylistbyparams', { condition: { noticeMethodNo: 'POL-EXPIRY' } }, { token })).data.records;
    await c.t.call('ISysMessagePolicyService/updatesysmessagepolicybyid', { id: policy.id, version: policy.version, statusCode: 1 }, { token });
    const sent = await c.t.call('ISysMessageService/sendNotice', { orgNo: 'NWT', noticeType: '6', values: { itemNo: 'P011', itemName: 'Queso Cabrales', lotNo: 'L9', days: 2 } }, { token });
    await expect.poll(async () => (await c.t.call('ISysMessageService/getsysmessagebyid', { id: sent.data[0].id }, { token })).data.sendState, POLL).toBe('1');
    await admin.goto(`${c.baseUrl}/base/message/message-query`);
    await row('lot L9').locator('.ant-checkbox-input').check();
    await front().getByTestId('message-delivery-log').click();
    const log = admin.locator('.ant-modal', { hasText: 'Delivery of' });
    await log.locator('tr', { hasText: 'Sent' }).getByText(/^250/).waitFor();
  });
});
