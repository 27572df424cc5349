/**
 * Every Base.* page of the menu tree (spec console §2 route groups Base.*, issue 4 "every list
 * imports and exports xlsx ... so every page shows real rows"), walked through the real router on
 * the demo data as admin: the list answers code 0 with at least one row; the export is an xlsx
 * with those rows; the import template is an xlsx; and the exported file, imported back unchanged,
 * is accepted (every row updated, none added), so a user can export, edit and re-import a list;
 * and no page has two columns under one label in any language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityByRoute } from '../../../src/shared/entities/index.ts';
import { AUDIT_FIELDS, type EntityDef } from '../../../src/shared/entity.ts';
import { DICTIONARIES, LANGUAGES } from '../../../src/shared/i18n/index.ts';
import { MENU_TREE, type MenuSeed } from '../../../src/shared/menus.ts';
import { multipart, readXlsx } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pagesOf = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((menu) => (menu.level === 4 ? [menu] : pagesOf(menu.children)));
const BASE_ENTITIES = pagesOf(MENU_TREE.filter((group) => group.url === 'base'))
  .map((menu) => entityByRoute(menu.url, menu.menuNo))
  .filter((entity): entity is EntityDef => entity !== undefined);
const WITH_FILES = BASE_ENTITIES.filter((entity) => entity.ports?.import !== false && entity.ports?.export !== false).map((entity) => ({ name: entity.name, entity }));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
});
afterAll(() => t.close());

const total = async (entity: EntityDef) => {
  const answer = await t.call(`${entity.calls.service}/${entity.calls.list}`, { size: 1 }, { token });
  expect(answer.code, answer.errorMessage).toBe(0);
  return answer.data.total as number;
};

async function exportOf(entity: EntityDef, language = 'en-US') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/${entity.calls.service}/exportexcel`,
    headers: { 'authentication-info': token, 'accept-language': language, 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(response.headers['content-type'], response.body.slice(0, 200)).toBe(XLSX);
  return response.rawPayload;
}

describe('every Base page', () => {
  it('should be declared on the list engine for most pages', () => {
    expect(BASE_ENTITIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(BASE_ENTITIES.map((entity) => ({ name: entity.name, entity })))('should list demo rows of $name', async ({ entity }) => {
    expect(await total(entity)).toBeGreaterThan(0);
  });

  // A column header names one field: two fields under one label would read the same to a user and
  // could not be told apart when an exported file comes back.
  it.each(LANGUAGES)('should label every column of a page differently in %s', (language) => {
    const labels = DICTIONARIES[language].field as Record<string, string>;
    const clashes = BASE_ENTITIES.flatMap((entity) => {
      const names = [...Object.keys(entity.fields), ...AUDIT_FIELDS].map((field) => labels[field] ?? field);
      return names.filter((label, i) => names.indexOf(label) !== i).map((label) => `${entity.name}: ${label}`);
    });
    expect(clashes).toEqual([]);
  });
});

describe.each(WITH_FILES)('files of $name', ({ entity }) => {
  it('should export the listed rows and re-import the exported file unchanged', async () => {
    const rows = await total(entity);
    const file = await exportOf(entity, 'zh-TW');
    expect((await readXlsx(file)).rows).toHaveLength(rows);
    const { payload, contentType } = multipart(file, 'export.xlsx');
    const response = await t.app.inject({
      method: 'POST',
      url: `/wms-restful/${entity.calls.service}/importexcel`,
      headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' },
      payload,
    });
    const answer = response.json();
    expect(answer.code, String(JSON.stringify(answer.details ?? answer.errorMessage)).slice(0, 600)).toBe(0);
    expect(answer.data).toMatchObject({ added: 0, updated: rows });
    expect(await total(entity)).toBe(rows);
  });

  it('should answer an import template with a header per importable field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/wms-restful/${entity.calls.service}/downExcelTemplate`,
      headers: { 'authentication-info': token, 'accept-language': 'zh-CN' },
    });
    expect(response.headers['content-type']).toBe(XLSX);
    expect((await readXlsx(response.rawPayload)).headers.length).toBeGreaterThan(0);
  });
});
