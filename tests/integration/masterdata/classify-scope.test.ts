/**
 * Classify-type data scope (DESIGN.md "Access": organisations, warehouses, classify types; spec
 * console §3 user info userDataList dataType 2): a user whose data scope lists classify types sees
 * only those types and the rows that carry one of them (rows without a classify type stay visible),
 * cannot add a row of another type (a field issue on classifyType, nothing written), and a user
 * whose scope lists none sees every type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const ALL: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isExport'];
const GRANTS = { '100108': ALL, '100111': ALL, '100901': ALL };
type Page = { records: Record<string, unknown>[]; total: number };

let t: TestApp;
let inbound: string;
let everyType: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  await createUser(t.database.db, { userNo: 'inbound-clerk', grants: GRANTS, orgs: ['NWT'], classifyTypes: ['PUR-IN', 'RET-IN'] });
  await createUser(t.database.db, { userNo: 'any-clerk', grants: GRANTS, orgs: ['NWT'] });
  inbound = await t.login('inbound-clerk', USER_PASSWORD);
  everyType = await t.login('any-clerk', USER_PASSWORD);
});
afterAll(() => t.close());

const list = async (path: string, token: string) => (await t.call<Page>(path, { size: 100 }, { token })).data.records;
const typesOf = (rows: Record<string, unknown>[]) => rows.map((row) => row.classifyType).sort();

describe('classify-type data scope', () => {
  it('should list only the classify types of the data scope, also in the full-authority variant', async () => {
    expect(typesOf(await list('IBmClassifyTypeService/getbmclassifytypelistbyparams', inbound))).toEqual(['PUR-IN', 'RET-IN']);
    expect(typesOf(await list('IBmClassifyTypeService/getFullAuthorityClassifyTypeListByParams', inbound))).toEqual(['PUR-IN', 'RET-IN']);
    expect((await list('IBmClassifyTypeService/getbmclassifytypelistbyparams', everyType)).length).toBe(8);
  });

  it('should list only the document configurations of those types', async () => {
    expect(typesOf(await list('IBmDocConfigService/getbmdocconfiglistbyparams', inbound))).toEqual(['PUR-IN', 'RET-IN']);
    expect((await list('IBmDocConfigService/getbmdocconfiglistbyparams', everyType)).length).toBe(6);
  });

  it('should keep rows without a classify type visible', async () => {
    const admin = await t.login();
    const added = await t.call('IBmDocTypeService/addbmdoctype', { docType: 'NO-CLS', docTypeName: 'Without classify type', bigModule: '3', docNature: '31' }, { token: admin });
    expect(added.code, added.errorMessage).toBe(0);
    const docTypes = (await list('IBmDocTypeService/getbmdoctypelistbyparams', inbound)).map((row) => row.docType).sort();
    expect(docTypes).toEqual(['NO-CLS', 'PUR-IN', 'RET-IN']);
  });

  it('should refuse to add a row of another classify type and write nothing', async () => {
    const body = { docType: 'SAL-2', docTypeName: 'Second sales shipment', orgNo: 'NWT', bigModule: '2', classifyType: 'SAL-OUT', flowPattern: '2' };
    const refused = await t.call('IBmDocConfigService/addbmdocconfig', body, { token: inbound });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(refused.details.fields).toMatchObject([{ field: 'classifyType' }]);
    expect((await list('IBmDocConfigService/getbmdocconfiglistbyparams', everyType)).some((row) => row.docType === 'SAL-2')).toBe(false);
    expect((await t.call('IBmDocConfigService/addbmdocconfig', { ...body, docType: 'PUR-2', bigModule: '1', classifyType: 'PUR-IN' }, { token: inbound })).code).toBe(0);
  });
});
