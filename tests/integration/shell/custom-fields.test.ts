import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { csvOf, multipart } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const MODULE = '100301';
const add = (body: Record<string, unknown>) => t.call('ISysCustomFieldService/addsyscustomfield', { module: MODULE, ...body }, { token: admin });
const byModule = (module: string, token = admin, headers: Record<string, string> = {}) =>
  t.call('ISysCustomFieldService/getCustomFieldsByModule', { module }, { token, headers });
const colours = JSON.stringify([{ code: 'R', name: 'Red' }, { code: 'G', name: 'Green' }]);

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  for (const body of [
    { fieldNo: 'ext_note', fieldNoName: 'Note', fieldType: '1', displayPage: '23', displayOrder: 2 },
    { fieldNo: 'ext_colour', fieldNoName: 'Colour', fieldType: '4', displayPage: '123', displayOrder: 1, dropDownDataSource: colours },
    { fieldNo: 'ext_hidden', fieldNoName: 'Hidden', isDisplay: false },
    { fieldNo: 'ext_note', fieldNoName: 'Cell note', module: '100302' },
  ]) expect((await add(body)).code).toBe(0);
});
afterAll(() => t.close());

describe('custom field definitions', () => {
  it('should answer the displayed fields of a module in display order with parsed dropdown entries', async () => {
    const answer = await byModule(MODULE);
    expect(answer.code).toBe(0);
    expect(answer.data.map((f: { fieldNo: string }) => f.fieldNo)).toEqual(['ext_colour', 'ext_note']);
    expect(answer.data[0]).toMatchObject({ fieldType: '4', displayPage: '123', dropDownDataSource: [{ code: 'R', name: 'Red' }, { code: 'G', name: 'Green' }] });
    expect(answer.data[1].dropDownDataSource).toEqual([]);
  });

  it.each([
    ['dropDownDataSource', { dropDownDataSource: '[{"code":"R"}]' }],
    ['dropDownDataSource', { dropDownDataSource: 'red,green' }],
    ['displayPage', { displayPage: '16' }],
    ['displayPage', { displayPage: '112' }],
  ])('should refuse a bad %s and write nothing', async (field, body) => {
    const answer = await add({ fieldNo: 'ext_bad', fieldNoName: 'Bad', ...body });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field }]);
    const list = await t.call('ISysCustomFieldService/getsyscustomfieldlistbyparams', { condition: { fieldNo: 'ext_bad' } }, { token: admin });
    expect(list.data.total).toBe(0);
  });

  it('should refuse an import with one bad row', async () => {
    const headers = ['module', 'fieldNo', 'fieldNoName', 'fieldType', 'displayPage'];
    const { payload, contentType } = multipart(csvOf(headers, [[MODULE, 'ext_a', 'A', '1', '2'], [MODULE, 'ext_b', 'B', '7', '2']]), 'fields.csv');
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysCustomFieldService/importexcel', headers: { 'content-type': contentType, 'authentication-info': admin }, payload });
    expect(response.json()).toMatchObject({ code: ERROR_CODES.IMPORT_FAILED, details: { rows: [{ row: 3, issues: [{ field: 'fieldType' }] }] } });
    expect((await byModule(MODULE)).data).toHaveLength(2);
  });

  it("should let a user who may open the module's page read its fields, and refuse other modules", async () => {
    await createUser(t.database.db, { userNo: 'cf-reader', grants: { [MODULE]: ['isAdd'] } });
    const token = await t.login('cf-reader', USER_PASSWORD);
    expect((await byModule(MODULE, token)).data).toHaveLength(2);
    // Naming an open page as the calling page does not unlock another module's definitions.
    expect((await byModule('100102', token, { 'app-module-number': MODULE })).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
