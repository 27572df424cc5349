/**
 * Patterns (menu 160211, ISysPatternService) and error message overrides (menu 160212,
 * ISysErrorMessageService): a pattern is kept only when its expression compiles, is safe from
 * catastrophic backtracking and its sample matches it; an override changes the errorMessage the
 * server answers for its code in its language until it is deleted by code, and keeps exactly the
 * catalogue text's placeholders. Refused input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type CallAnswer, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const pattern = (method: string, body: unknown) => t.call(`ISysPatternService/${method}`, body, { token: admin });
const errorMessage = (method: string, body: unknown) => t.call(`ISysErrorMessageService/${method}`, body, { token: admin });
const fieldsOf = (answer: CallAnswer) => (answer.details?.fields ?? []).map(({ field, message }: { field: string; message: string }) => ({ field, message }));
/** The errorMessage of an unknown call in `language`. */
const unknownCallText = async (language: string) => (await t.call('IFooService/bar', {}, { token: admin, headers: { 'accept-language': language } })).errorMessage;

describe('patterns', () => {
  it('should add a pattern, read it, and modify expression and sample together', async () => {
    const added = await pattern('addsyspattern', { patternNo: 'GTIN13', patternName: 'GTIN-13', regularExpression: '\\d{13}', sample: '9521234543213' });
    expect(added.code, added.errorMessage).toBe(0);
    expect(added.data).toMatchObject({ patternNo: 'GTIN13', regularExpression: '\\d{13}', statusCode: 1, version: 0 });
    expect((await pattern('getsyspatternbyid', { id: added.data.id })).data.patternName).toBe('GTIN-13');
    expect((await pattern('getsyspatternlistbyparams', { condition: { patternNo: 'gtin' } })).data.total).toBe(1);

    // The sample stays, the new expression refuses it: checked on the stored row, nothing written.
    const refused = await pattern('updatesyspatternbyid', { id: added.data.id, version: 0, regularExpression: '\\d{14}' });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(refused.details.fields).toEqual([{ field: 'sample', message: 'The sample does not match the regular expression' }]);
    const modified = await pattern('updatesyspatternbyid', { id: added.data.id, version: 0, regularExpression: '\\d{14}', sample: '09521234543213' });
    expect(modified.data).toMatchObject({ regularExpression: '\\d{14}', sample: '09521234543213', version: 1 });

    const deleted = await pattern('deletesyspatternbyids', { delList: [{ id: added.data.id, version: 1 }] });
    expect(deleted.code).toBe(0);
    expect((await pattern('getsyspatternlistbyparams', { condition: { patternNo: 'GTIN13' } })).data.total).toBe(0);
  });

  it.each([
    ['an expression that does not compile', '[A-', 'A', 'regularExpression', 'The regular expression does not compile'],
    ['nested quantifiers', '(a+)+b', 'aab', 'regularExpression', 'The regular expression may take too long: nested quantifiers (such as (a+)+) or more than 25 quantifiers are not allowed'],
    ['a sample matching only a part', '[A-Z]\\d{2}', 'A123', 'sample', 'The sample does not match the regular expression'],
    ['a too long expression', 'a'.repeat(201), 'a', 'regularExpression', 'Must be fewer than 201 characters'],
  ])('should refuse %s and write nothing', async (_, regularExpression, sample, field, message) => {
    const answer = await pattern('addsyspattern', { patternNo: 'BAD_ONE', patternName: 'Bad', regularExpression, sample });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(fieldsOf(answer)).toEqual([{ field, message }]);
    expect((await pattern('getsyspatternlistbyparams', { condition: { patternNo: 'BAD_ONE' } })).data.total).toBe(0);
  });
});

describe('error messages by code', () => {
  const code = String(ERROR_CODES.UNKNOWN_CALL);

  it('should answer an override as errorMessage in its language until it is deleted by code', async () => {
    expect(await unknownCallText('en-US')).toBe('Unknown service or method: IFooService/bar');
    const zhCN = await unknownCallText('zh-CN');

    const added = await errorMessage('addsyserrormessage', { errorCode: code, languageCode: 'en-US', message: 'No such call {{call}}: check the address' });
    expect(added.code, added.errorMessage).toBe(0);
    expect(await unknownCallText('en-US')).toBe('No such call IFooService/bar: check the address');
    expect(await unknownCallText('zh-CN')).toBe(zhCN);

    const modified = await errorMessage('updatesyserrormessagebyid', { id: added.data.id, version: 0, message: 'Call {{call}} does not exist' });
    expect(modified.code, modified.errorMessage).toBe(0);
    expect(await unknownCallText('en-US')).toBe('Call IFooService/bar does not exist');

    const byCode = await errorMessage('getsyserrormessagebycode', { errorCode: code });
    expect(byCode.data).toMatchObject({ errorCode: code, errorName: 'UNKNOWN_CALL' });
    expect(byCode.data.languages).toContainEqual({ languageCode: 'en-US', catalogueText: 'Unknown service or method: {{call}}', message: 'Call {{call}} does not exist', id: added.data.id, version: 1 });
    expect(byCode.data.languages).toContainEqual(expect.objectContaining({ languageCode: 'zh-CN', message: null, id: null }));

    expect((await errorMessage('deletesyserrormessagebycode', { errorCode: code })).data).toEqual({ deleted: 1 });
    expect(await unknownCallText('en-US')).toBe('Unknown service or method: IFooService/bar');
    expect((await errorMessage('getsyserrormessagelistbyparams', { condition: { errorCode: code } })).data.total).toBe(0);
  });

  it.each([
    ['an unknown code', { errorCode: '99999', languageCode: 'en-US', message: 'Anything' }, 'errorCode', 'No error of the catalogue has this code'],
    ['a dropped placeholder', { errorCode: code, languageCode: 'en-US', message: 'No such call' }, 'message', 'The message must keep exactly the placeholders of the catalogue text: call'],
    ['an added placeholder', { errorCode: code, languageCode: 'zh-TW', message: '{{call}} {{user}}' }, 'message', 'The message must keep exactly the placeholders of the catalogue text: call'],
    ['an unknown language', { errorCode: code, languageCode: 'fr-FR', message: '{{call}}' }, 'languageCode', 'Please choose one of the options'],
  ])('should refuse %s and write nothing', async (_, body, field, message) => {
    const answer = await errorMessage('addsyserrormessage', body);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(fieldsOf(answer)).toEqual([{ field, message }]);
    expect((await errorMessage('getsyserrormessagelistbyparams', {})).data.total).toBe(0);
  });

  it('should refuse a second override of one code and language, and a placeholder dropped on modify', async () => {
    const body = { errorCode: code, languageCode: 'zh-CN', message: '没有这个调用：{{call}}' };
    const added = await errorMessage('addsyserrormessage', body);
    expect(added.code, added.errorMessage).toBe(0);
    expect((await errorMessage('addsyserrormessage', body)).code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const refused = await errorMessage('updatesyserrormessagebyid', { id: added.data.id, version: 0, message: '没有这个调用' });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await errorMessage('getsyserrormessagebyid', { id: added.data.id })).data).toMatchObject({ message: '没有这个调用：{{call}}', version: 0 });
    expect((await errorMessage('deletesyserrormessagebycode', { errorCode: code, languageCode: 'zh-CN' })).data).toEqual({ deleted: 1 });
  });

  it('should refuse a code outside the catalogue by code, and the calls to a user without the flags', async () => {
    expect(fieldsOf(await errorMessage('getsyserrormessagebycode', { errorCode: '99999' }))).toEqual([{ field: 'errorCode', message: 'No error of the catalogue has this code' }]);
    await createUser(t.database.db, { userNo: 'em-viewer', grants: { '160212': ['isSearch'] } });
    const viewer = await t.login('em-viewer', USER_PASSWORD);
    expect((await t.call('ISysErrorMessageService/getsyserrormessagebycode', { errorCode: code }, { token: viewer })).code).toBe(0);
    expect((await t.call('ISysErrorMessageService/deletesyserrormessagebycode', { errorCode: code }, { token: viewer })).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await t.call('ISysErrorMessageService/addsyserrormessage', { errorCode: code, languageCode: 'en-US', message: '{{call}}' }, { token: viewer })).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
