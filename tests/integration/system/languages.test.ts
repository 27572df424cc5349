/**
 * The product's languages (spec console §7 Languages getAllZlLanguage): the three dictionary
 * languages with their own names and the default marked, for any signed-in user, none without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('getAllZlLanguage', () => {
  it('should list the three languages with their own names to a user without any flag', async () => {
    await createUser(t.database.db, { userNo: 'lang-user' });
    const token = await t.login('lang-user', USER_PASSWORD);
    const answer = await t.call('IZlLanguageService/getAllZlLanguage', {}, { token, headers: { 'accept-language': 'en-US' } });
    expect(answer).toEqual({
      code: 0,
      data: [
        { languageCode: 'zh-CN', languageDesc: '简体中文', isDefault: true },
        { languageCode: 'zh-TW', languageDesc: '繁體中文', isDefault: false },
        { languageCode: 'en-US', languageDesc: 'English', isDefault: false },
      ],
    });
  });

  it('should refuse a caller without a session', async () => {
    expect((await t.call('IZlLanguageService/getAllZlLanguage', {}, {})).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});
