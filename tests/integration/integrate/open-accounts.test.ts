/**
 * System.Integrate open account (issue 16): an ERP client's key and secret; the secret is answered
 * once (on add and on reset) and stored only as its SHA-256, never answered again; stale versions
 * are refused; only users with the page's flags manage accounts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOpenAccount } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const as = (method: string, body: unknown, token = admin) => t.call(`IOpenAccountService/${method}`, body, { token });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stored = async () => t.database.db.select().from(sysOpenAccount);

describe('open accounts', () => {
  it('should answer the secret once and store only its hash', async () => {
    const added = await as('addopenaccount', { accountName: 'ERP production' });
    expect(added.code).toBe(0);
    const { account, secret } = added.data;
    expect(account.accountNo).toMatch(/^oa_[0-9a-f]{16}$/);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(account).toMatchObject({ secretHint: secret.slice(-4), statusCode: 1 });
    expect(account).not.toHaveProperty('secretHash');
    const [row] = await stored();
    expect(row.secretHash).toBe(sha256(secret));
    const listed = JSON.stringify((await as('getopenaccountlist', { condition: {} })).data);
    expect(listed).toContain(account.accountNo);
    expect(listed).not.toContain(secret);
    expect(listed).not.toContain(row.secretHash);
    const one = await as('getopenaccountbyid', { id: account.id });
    expect(one.data).toMatchObject({ id: account.id, accountNo: account.accountNo, accountName: 'ERP production' });
    expect(JSON.stringify(one.data)).not.toContain(row.secretHash);
    expect((await as('getopenaccountbyid', { id: account.id + 1000 })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should reset the secret, refuse a stale version and delete the account', async () => {
    const { account, secret } = (await as('addopenaccount', { accountName: 'ERP test' })).data;
    const reset = await as('resetopenaccountsecret', { id: account.id, version: account.version });
    expect(reset.data.secret).not.toBe(secret);
    expect((await stored()).find((row) => row.id === account.id)?.secretHash).toBe(sha256(reset.data.secret));
    expect((await as('resetopenaccountsecret', { id: account.id, version: account.version })).code).toBe(ERROR_CODES.STALE_VERSION);
    const disabled = await as('updateopenaccount', { id: account.id, version: reset.data.account.version, accountName: 'ERP test (off)', statusCode: 0 });
    expect(disabled.data).toMatchObject({ accountName: 'ERP test (off)', statusCode: 0 });
    expect((await as('deleteopenaccountbyids', { delList: [{ id: account.id, version: account.version }] })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await as('deleteopenaccountbyids', { delList: [{ id: account.id, version: disabled.data.version }] })).data).toBe(1);
    expect((await stored()).some((row) => row.id === account.id)).toBe(false);
  });

  it('should refuse an empty name and a user without the page flag, adding nothing', async () => {
    const before = (await stored()).length;
    expect((await as('addopenaccount', { accountName: '  ' })).details.fields.map((issue: { field: string }) => issue.field)).toEqual(['accountName']);
    await createUser(t.database.db, { userNo: 'reader', grants: { '160403': ['isSearch'] } });
    const reader = await t.login('reader', USER_PASSWORD);
    expect((await as('getopenaccountlist', { condition: {} }, reader)).code).toBe(0);
    expect((await as('addopenaccount', { accountName: 'Sneaky' }, reader)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await stored()).length).toBe(before);
  });
});
