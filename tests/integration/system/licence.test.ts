/**
 * The licence (spec console §7 Licence, workflows §4 licence states; menu 160301): a fresh install
 * runs on the community licence; a licence signed by the test key is activated by number or by
 * file; badly signed, expired, not yet valid, malformed or missing licences are refused with a
 * localized error and change nothing; the states drive isLicense of getAuth and getUserInfo and
 * the modules the PC menu shows; an
 * app built without the test key verifies against the shipped key only.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysLicence } from '../../../src/server/db/schema.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { MENU_TREE } from '../../../src/shared/menus.ts';
import { isoDay, licence, signLicence, TEST_LICENCE_KEYS } from '../../support/licences.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const SERVICE = 'ISysLicenseService';
let t: TestApp;
let admin: string;
let reader: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp({ licencePublicKey: TEST_LICENCE_KEYS.publicKey });
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'lic-reader', grants: { '160301': ['isSearch'] } });
  await createUser(t.database.db, { userNo: 'lic-stranger', grants: { '100101': ['isSearch'] } });
  reader = await t.login('lic-reader', USER_PASSWORD);
  stranger = await t.login('lic-stranger', USER_PASSWORD);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(sysLicence);
});

const info = (token = admin) => t.call(`${SERVICE}/getLicenseInfo`, {}, { token });
const byNumber = (licenseNo: string, token = admin, language = 'en-US') => t.call(`${SERVICE}/activateByLicenseNo`, { licenseNo }, { token, headers: { 'accept-language': language } });

function multipart(file?: { name: string; content: Buffer }) {
  const boundary = `----lic${randomBytes(8).toString('hex')}`;
  const parts = file ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`), file.content, Buffer.from('\r\n')] : [];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function byFile(content: string | Buffer | undefined, token = admin) {
  const { payload, contentType } = multipart(content === undefined ? undefined : { name: 'licence.lic', content: Buffer.from(content) });
  const response = await t.app.inject({ method: 'POST', url: `/wms-restful/${SERVICE}/activateByFile`, headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' }, payload });
  return response.json();
}

/** isLicense as getAuth and getUserInfo answer it to `token`. */
async function isLicense(token = reader) {
  const auth = await t.call('IBmLoginService/getAuth', { type: '1' }, { token });
  const user = await t.call('IBmLoginService/getUserInfo', {}, { token });
  return [auth.data.isLicense, user.data.isLicense];
}

describe('licence', () => {
  it('should run a fresh install on the authorised community licence with every module and no end', async () => {
    const answer = await info(reader);
    expect(answer.data).toMatchObject({ state: 'authorised', isLicense: 1, community: true, validTo: null, daysLeft: null, activatedAt: null });
    expect(answer.data.modules).toEqual(MENU_TREE.map((group) => group.url));
    expect(await isLicense()).toEqual([1, 1]);
  });

  it('should activate a licence pasted as a number, over several lines, and answer it from then on', async () => {
    const text = signLicence(licence(200));
    const answer = await byNumber(`  ${text.slice(0, 40)}\n${text.slice(40)}\n`);
    expect(answer.code, answer.errorMessage).toBe(0);
    const expected = { state: 'authorised', isLicense: 1, community: false, licenseNo: 'LIC-2026-001', licensee: 'Northwind Traders', validFrom: isoDay(-1), validTo: isoDay(200), modules: ['base', 'inbound', 'system'], daysLeft: 200, activatedBy: 'admin' };
    expect(answer.data).toMatchObject(expected);
    expect((await info(reader)).data).toMatchObject(expected);
    expect(await isLicense()).toEqual([1, 1]);
  });

  it('should activate a licence file, nearing expiry within 30 days and still licensed', async () => {
    const answer = await byFile(`${signLicence(licence(30, { licenseNo: 'LIC-FILE' }))}\n`);
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data).toMatchObject({ state: 'nearingExpiry', isLicense: 1, licenseNo: 'LIC-FILE', daysLeft: 30 });
    await byNumber(signLicence(licence(31)));
    expect((await info()).data).toMatchObject({ state: 'authorised', daysLeft: 31 });
  });

  it('should refuse a badly signed, tampered, expired, not yet valid or malformed licence in the caller language and keep the current one', async () => {
    await byNumber(signLicence(licence(100, { licenseNo: 'LIC-KEPT' })));
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const [payload, signature] = signLicence(licence(100)).split('.');
    const tampered = `${Buffer.from(JSON.stringify(licence(3650))).toString('base64url')}.${signature}`;
    const refusals: [string, number][] = [
      [signLicence(licence(100), otherKey), ERROR_CODES.LICENCE_SIGNATURE_INVALID],
      [tampered, ERROR_CODES.LICENCE_SIGNATURE_INVALID],
      [signLicence(licence(-2, { validFrom: isoDay(-30) })), ERROR_CODES.LICENCE_EXPIRED],
      [signLicence(licence(100, { validFrom: isoDay(5) })), ERROR_CODES.LICENCE_NOT_YET_VALID],
      [signLicence({ licensee: 'No number', modules: [] }), ERROR_CODES.LICENCE_MALFORMED],
      [`${payload}.${signature}.extra`, ERROR_CODES.LICENCE_MALFORMED],
      ['not a licence at all', ERROR_CODES.LICENCE_MALFORMED],
      ['  \n ', ERROR_CODES.LICENCE_REQUIRED],
    ];
    for (const [text, code] of refusals) {
      const answer = await byNumber(text);
      expect([answer.code, answer.data]).toEqual([code, null]);
    }
    expect((await byNumber(signLicence(licence(-2, { validFrom: isoDay(-30), validTo: isoDay(-2) })), admin, 'zh-CN')).errorMessage).toBe(`此许可证已于 ${isoDay(-2)} 过期：请激活有效的许可证`);
    expect((await byNumber(signLicence(licence(100), otherKey), admin, 'zh-TW')).errorMessage).toContain('簽章無效');
    expect((await info()).data).toMatchObject({ state: 'authorised', licenseNo: 'LIC-KEPT' });
  });

  it('should refuse a missing, empty or oversized licence file and keep the current one', async () => {
    expect((await byFile(undefined)).code).toBe(ERROR_CODES.LICENCE_FILE_REQUIRED);
    expect((await byFile('\n')).code).toBe(ERROR_CODES.LICENCE_FILE_REQUIRED);
    expect((await byFile(Buffer.alloc(20_000, 'a'))).code).toBe(ERROR_CODES.LICENCE_FILE_TOO_LARGE);
    expect((await byFile(signLicence(licence(10), generateKeyPairSync('ed25519').privateKey))).code).toBe(ERROR_CODES.LICENCE_SIGNATURE_INVALID);
    expect((await info()).data).toMatchObject({ community: true, state: 'authorised' });
  });

  it('should turn isLicense to 0 once the stored licence has expired or no longer verifies', async () => {
    await t.database.db.insert(sysLicence).values({ id: 1, licenceText: signLicence(licence(-1, { validFrom: isoDay(-60) })), activatedBy: 'admin' });
    expect((await info()).data).toMatchObject({ state: 'expired', isLicense: 0, daysLeft: 0 });
    expect(await isLicense()).toEqual([0, 0]);

    const [, signature] = signLicence(licence(100)).split('.');
    await t.database.db.update(sysLicence).set({ licenceText: `${Buffer.from(JSON.stringify(licence(3650))).toString('base64url')}.${signature}` });
    expect((await info()).data).toMatchObject({ state: 'unauthorised', isLicense: 0, modules: [] });
    expect(await isLicense()).toEqual([0, 0]);

    await byNumber(signLicence(licence(100)));
    expect(await isLicense()).toEqual([1, 1]);
  });

  it('should show only the licensed top menu groups, and System always', async () => {
    const groups = async () => ((await t.call('ISysMenuService/getsysmenulist', { appNo: 'PC' }, { token: admin })).data as { url: string }[]).map((group) => group.url);
    expect(await groups()).toEqual(expect.arrayContaining(['base', 'inbound', 'sm', 'system']));
    await byNumber(signLicence(licence(100, { modules: ['inbound'] })));
    expect(await groups()).toEqual(['inbound', 'system']);
  });

  it('should refuse activation without the licence page modify flag and the information without its search flag', async () => {
    const text = signLicence(licence(100));
    expect((await byNumber(text, reader)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await byFile(text, reader)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await info(stranger)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call(`${SERVICE}/getLicenseInfo`, {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await byFile(text, 'no-such-token')).code).toBe(ERROR_CODES.SESSION_EXPIRED);
    expect((await info()).data.community).toBe(true);
  });

  it('should verify against the shipped key when the app is built without another', async () => {
    const shipped = await testApp();
    try {
      const token = await shipped.login();
      const answer = await shipped.call(`${SERVICE}/activateByLicenseNo`, { licenseNo: signLicence(licence(100)) }, { token });
      expect(answer.code).toBe(ERROR_CODES.LICENCE_SIGNATURE_INVALID);
      expect((await shipped.call(`${SERVICE}/getLicenseInfo`, {}, { token })).data).toMatchObject({ community: true, isLicense: 1 });
    } finally {
      await shipped.close();
    }
  });
});
