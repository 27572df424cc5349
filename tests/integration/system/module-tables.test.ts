/**
 * Module tables (spec console §7 Module tables): the system module table calls (the design
 * tables under ISysModuleTableService names) and getModuleTableFields, the columns of a module's
 * design tables with their labels and types and the module's custom fields; its permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const SERVICE = 'ISysModuleTableService';
const MATERIALS = '100301';
type Field = { fieldNo: string; fieldName: string; fieldType: string; isRequired: boolean };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

const call = (method: string, body: unknown, token = admin, language = 'en-US') => t.call(`${SERVICE}/${method}`, body, { token, headers: { 'accept-language': language } });

describe('ISysModuleTableService', () => {
  it("should answer the columns of the module's design tables with labels, types and required, without the custom values column", async () => {
    const answer = await call('getModuleTableFields', { module: MATERIALS });
    expect(answer.code).toBe(0);
    expect(answer.data.tables.map((table: { designTable: string }) => table.designTable)).toEqual(['bm_item']);
    const fields: Field[] = answer.data.tables[0].fields;
    const byNo = new Map(fields.map((field) => [field.fieldNo, field]));
    expect(byNo.get('itemNo')).toEqual({ fieldNo: 'itemNo', fieldName: 'Material no.', fieldType: '1', isRequired: true });
    expect(byNo.get('createDate')?.fieldType).toBe('3');
    expect(byNo.get('version')?.fieldType).toBe('2');
    expect(byNo.has('customValues')).toBe(false);
  });

  it('should name the fields in the caller language and list the module custom fields, displayed or not', async () => {
    const added = await t.call('ISysCustomFieldService/addsyscustomfield', { module: MATERIALS, fieldNo: 'colour', fieldNoName: 'Colour', fieldType: '4', isDisplay: false, dropDownDataSource: '[{"code":"R","name":"Red"}]' }, { token: admin });
    expect(added.code).toBe(0);
    const answer = await call('getModuleTableFields', { module: MATERIALS }, admin, 'zh-CN');
    const itemNo = answer.data.tables[0].fields.find((field: Field) => field.fieldNo === 'itemNo');
    expect(itemNo.fieldName).toBe('物料编号');
    expect(answer.data.customFields).toEqual([expect.objectContaining({ fieldNo: 'colour', fieldType: '4', dropDownDataSource: [{ code: 'R', name: 'Red' }] })]);
  });

  it('should keep module tables through the system module table calls, and answer no tables for a module without one', async () => {
    const added = await call('addsysmoduletable', { designTable: 'out_pack', designTableName: 'Packed containers', tableAttribute: '2', module: '120110' });
    expect(added.code).toBe(0);
    const list = await call('getsysmoduletablelistbyparams', { current: 1, size: 20, condition: { module: '120110' } });
    expect(list.data.records.map((row: { designTable: string }) => row.designTable)).toEqual(['out_pack']);
    const fields = await call('getModuleTableFields', { module: '120110' });
    expect(fields.data.tables[0].fields.map((field: Field) => field.fieldNo)).toContain('sscc');
    const row = (await call('getsysmoduletablebyid', { id: added.data.id })).data;
    expect((await call('deletesysmoduletablebyids', { delList: [{ id: row.id, version: row.version }] })).code).toBe(0);
    expect((await call('getModuleTableFields', { module: '120110' })).data.tables).toEqual([]);
    expect((await call('getModuleTableFields', { module: 'bad module' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });

  it('should need isSearch on the design table or custom field page', async () => {
    await createUser(t.database.db, { userNo: 'fieldsviewer', grants: { '160206': ['isSearch'] }, orgs: ['NWT'] });
    await createUser(t.database.db, { userNo: 'itemsonly', grants: { [MATERIALS]: ['isSearch'] }, orgs: ['NWT'] });
    expect((await call('getModuleTableFields', { module: MATERIALS }, await t.login('fieldsviewer', USER_PASSWORD))).code).toBe(0);
    expect((await call('getModuleTableFields', { module: MATERIALS }, await t.login('itemsonly', USER_PASSWORD))).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});
