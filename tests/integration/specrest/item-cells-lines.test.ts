/**
 * Item cells (the material-cell binding, IBmItemCellService) and production lines
 * (IPdProductionLineService, the spec's "lines" lookup) through the router on the demo data
 * (spec console §7 Material "item cells: list, add, get, update, delete" and Lookups "lines";
 * docs/decisions/0440 and 0443): the five calls, bad input, a stale version and the permission flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let viewer: string;
let seaCells: string[];
let ldnCell: string;
let itemNo: string;
const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });
const S = 'IBmItemCellService/';

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'cellviewer', grants: { '100309': ['isSearch'], '140207': ['isSearch'] }, orgs: ['NWT'] });
  viewer = await t.login('cellviewer', USER_PASSWORD);
  seaCells = (await call('IBmCellService/getbmcelllistbyparams', { condition: { warehouseNo: 'WH-SEA' }, size: 3 })).data.records.map((c: { cellNo: string }) => c.cellNo);
  ldnCell = (await call('IBmCellService/getbmcelllistbyparams', { condition: { warehouseNo: 'WH-LDN' }, size: 1 })).data.records[0].cellNo;
  // An item the demo binds to no cell.
  const bound = new Set((await call(`${S}getbmitemcelllistbyparams`, { size: 100 })).data.records.map((r: { itemNo: string }) => r.itemNo));
  itemNo = (await call('IBmItemService/getbmitemlistbyparams', { size: 50 })).data.records.map((r: { itemNo: string }) => r.itemNo).find((no: string) => !bound.has(no));
});
afterAll(() => t.close());

describe('item cells', () => {
  it('should add, list by params, get, modify and delete a binding of an item to a cell', async () => {
    const added = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[0], cellSeq: 1, maxQty: '120' });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ itemNo, cellNo: seaCells[0], maxQty: '120', statusCode: 1, version: 0 });
    expect((await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[1], cellSeq: 2 })).code).toBe(0);

    const listed = await call(`${S}getbmitemcelllistbyparams`, { condition: { itemNo, warehouseNo: 'WH-SEA' }, size: 20 });
    expect(listed.data.records.map((r: { cellNo: string }) => r.cellNo).sort()).toEqual([seaCells[0], seaCells[1]].sort());
    expect((await call(`${S}getbmitemcellbyid`, { id: added.data.id })).data).toMatchObject({ cellNo: seaCells[0] });

    const changed = await call(`${S}updatebmitemcellbyid`, { id: added.data.id, version: 0, maxQty: '80' });
    expect(changed.data).toMatchObject({ maxQty: '80', version: 1 });
    const stale = await call(`${S}updatebmitemcellbyid`, { id: added.data.id, version: 0, maxQty: '90' });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);

    const staleDelete = await call(`${S}deletebmitemcellbyids`, { delList: [{ id: added.data.id, version: 0 }] });
    expect(staleDelete.code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await call(`${S}deletebmitemcellbyids`, { delList: [{ id: added.data.id, version: 1 }] })).code).toBe(0);
    expect((await call(`${S}getbmitemcellbyid`, { id: added.data.id })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse a cell of another warehouse, an unknown item, a quantity of 0 and the same binding twice', async () => {
    const otherWarehouse = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: ldnCell });
    expect(otherWarehouse.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(otherWarehouse.details.fields).toMatchObject([{ field: 'cellNo' }]);
    const unknownItem = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'NO-SUCH-ITEM', cellNo: seaCells[2] });
    expect(unknownItem.details.fields).toMatchObject([{ field: 'itemNo', message: 'NO-SUCH-ITEM does not exist' }]);
    const zero = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[2], maxQty: '0' });
    expect(zero.details.fields).toMatchObject([{ field: 'maxQty' }]);
    const missing = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo });
    expect(missing.details.fields).toMatchObject([{ field: 'cellNo' }]);
    expect((await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[2] })).code).toBe(0);
    const twice = await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[2] });
    expect(twice.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    // The binding is what exists twice: the message names the item that has the cell already.
    expect(twice.errorMessage).toBe(`Material no. ${itemNo} already has Cell no. ${seaCells[2]}`);
  });

  it('should let a user holding only isSearch list item cells but not add, modify or delete them', async () => {
    expect((await call(`${S}getbmitemcelllistbyparams`, { size: 5 }, viewer)).code).toBe(0);
    expect((await call(`${S}addbmitemcell`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, cellNo: seaCells[0] }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call(`${S}updatebmitemcellbyid`, { id: 1, version: 0, maxQty: '1' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call(`${S}deletebmitemcellbyids`, { delList: [{ id: 1, version: 0 }] }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('production lines', () => {
  const P = 'IPdProductionLineService/';
  it('should keep lines of a line type and answer them as a lookup by keyword', async () => {
    expect((await call('IPdLineTypeService/addpdlinetype', { lineTypeNo: 'ASM', lineTypeName: 'Assembly', orgNo: 'NWT' })).code).toBe(0);
    const added = await call(`${P}addpdproductionline`, { productionLineNo: 'L01', productionLineName: 'Assembly line 1', orgNo: 'NWT', lineTypeNo: 'ASM', warehouseNo: 'WH-SEA' });
    expect(added.code).toBe(0);
    const lookup = await call(`${P}getpdproductionlinelistbyparams`, { condition: { keyword: 'Assembly', statusCode: 1 }, size: 10 }, viewer);
    expect(lookup.data.records).toMatchObject([{ productionLineNo: 'L01', lineTypeNo: 'ASM' }]);
    expect((await call(`${P}getpdproductionlinebyid`, { id: added.data.id })).data).toMatchObject({ productionLineName: 'Assembly line 1' });
    expect((await call(`${P}updatepdproductionlinebyid`, { id: added.data.id, version: 0, productionLineName: 'Line one' })).data.version).toBe(1);
    expect((await call(`${P}updatepdproductionlinebyid`, { id: added.data.id, version: 0, productionLineName: 'Late' })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await call(`${P}deletepdproductionlinebyids`, { delList: [{ id: added.data.id, version: 1 }] }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call(`${P}deletepdproductionlinebyids`, { delList: [{ id: added.data.id, version: 1 }] })).code).toBe(0);
  });

  it('should refuse a line without a line type or of an unknown one', async () => {
    const none = await call(`${P}addpdproductionline`, { productionLineNo: 'L02', productionLineName: 'Line 2', orgNo: 'NWT' });
    expect(none.details.fields).toMatchObject([{ field: 'lineTypeNo' }]);
    const unknown = await call(`${P}addpdproductionline`, { productionLineNo: 'L02', productionLineName: 'Line 2', orgNo: 'NWT', lineTypeNo: 'NOPE' });
    expect(unknown.details.fields).toMatchObject([{ field: 'lineTypeNo', message: 'NOPE does not exist' }]);
  });
});
