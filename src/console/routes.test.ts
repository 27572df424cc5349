import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../shared/entities/index.ts';
import { accessModifyPath, addPath, copyPath, isNoCache, modifyPath, modifyRef, resolveRoute } from './routes.ts';
import type { MenuNode } from '../client/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo,
  menuName: path,
  menuNameMap: {},
  menuLevel: 4,
  url: path.split('/').at(-1)!,
  path,
  sort: 1,
  icon: null,
  permissions: { isSearch: true },
  children: [],
});

const group = (path: string, level: number, children: MenuNode[]): MenuNode => ({ ...page(path, path), menuLevel: level, children });

const MENUS = [
  group('/base', 2, [
    group('/base/basic', 3, [page('/base/basic/organizational', '100101'), page('/base/basic/systemTest', '100103')]),
  ]),
  group('/sm', 2, [group('/sm/stock', 3, [page('/sm/stock/allowance', '130101')])]),
  group('/report', 2, [group('/report/report', 3, [page('/report/report/stock-age', '150102'), page('/report/report/issue-task', '150109')])]),
];

const SUP_MENUS = [
  { ...group('/order', 2, [{ ...page('/order/orderAnswer', '5301'), menuLevel: 3, appNo: 'SUP' }, { ...page('/order/orderTracing', '5302'), menuLevel: 3, appNo: 'SUP' }]), appNo: 'SUP' },
  { ...group('/delivery', 2, [
    { ...page('/delivery/asn', '5101'), menuLevel: 3, appNo: 'SUP' }, { ...page('/delivery/asnTracking', '5102'), menuLevel: 3, appNo: 'SUP' },
    { ...page('/delivery/deliveryCreate', '5103'), menuLevel: 3, appNo: 'SUP' },
  ]), appNo: 'SUP' },
];

describe('resolveRoute of the supplier portal', () => {
  it('should resolve the level-3 pages of the SUP tree: order answer, ASN list, ASN tracking, delivery creation and order tracing', () => {
    expect(resolveRoute('/order/orderAnswer', SUP_MENUS)).toMatchObject({ kind: 'portal', page: 'orderAnswer' });
    expect(resolveRoute('/delivery/asn', SUP_MENUS)).toMatchObject({ kind: 'portal', page: 'asnList' });
    expect(resolveRoute('/order/orderTracing', SUP_MENUS)).toMatchObject({ kind: 'portal', page: 'orderTracing' });
    expect(resolveRoute('/delivery/asnTracking', SUP_MENUS)).toMatchObject({ kind: 'portal', page: 'asnTracking' });
    expect(resolveRoute('/delivery/deliveryCreate', SUP_MENUS)).toMatchObject({ kind: 'portal', page: 'deliveryCreate' });
    expect(resolveRoute('/base/basic/organizational', SUP_MENUS)).toBeUndefined();
    const purchasing = [group('/offsite', 2, [group('/offsite/purchase', 3, [page('/offsite/purchase/asn', '170602')])])];
    expect(resolveRoute('/offsite/purchase/asn', purchasing)).toMatchObject({ kind: 'portal', page: 'asnList' });
  });
});

describe('resolveRoute', () => {
  it('should render a built report page, uncached', () => {
    const age = resolveRoute('/report/report/stock-age', MENUS);
    expect(age?.kind === 'report' && [age.report.name, age.report.menuNo]).toEqual(['stockAge', '150102']);
    expect(age && isNoCache(age)).toBe(true);
    const issues = resolveRoute('/report/report/issue-task', MENUS);
    expect(issues?.kind === 'report' && issues.report.name).toBe('issueTask');
  });

  it('should render the forward and reverse tracing pages of Production review', () => {
    const menus = [group('/production', 2, [group('/production/review', 3, [page('/production/review/forward', '140301'), page('/production/review/reverse', '140302')])])];
    const forward = resolveRoute('/production/review/forward', menus);
    const reverse = resolveRoute('/production/review/reverse', menus);
    expect([forward?.kind === 'trace' && forward.direction, reverse?.kind === 'trace' && reverse.direction]).toEqual(['forward', 'reverse']);
  });

  it('should name the forms of the invoicing rule {route}/add, {route}/modify/{id} and {route}/copy/{id} (spec console §2 Reconciliation)', () => {
    const list = page('/reconciliation/invoicing/rule', '180101');
    const menus = [group('/reconciliation', 2, [group('/reconciliation/invoicing', 3, [list])])];
    const entity = ENTITIES.invoicingRule;
    expect([addPath(list, entity), modifyPath(list, 7, entity), copyPath(list, 7, entity)]).toEqual(['/reconciliation/invoicing/rule/add', '/reconciliation/invoicing/rule/modify/7', '/reconciliation/invoicing/rule/copy/7']);
    const add = resolveRoute('/reconciliation/invoicing/rule/add', menus);
    const modify = resolveRoute('/reconciliation/invoicing/rule/modify/7', menus);
    const copy = resolveRoute('/reconciliation/invoicing/rule/copy/7', menus);
    expect(add?.kind === 'form' && [add.mode, add.entity.name]).toEqual(['add', 'invoicingRule']);
    expect(modify?.kind === 'form' && [modify.mode, modify.id]).toEqual(['update', 7]);
    expect(copy?.kind === 'form' && [copy.mode, copy.copyOf]).toEqual(['add', 7]);
    expect(resolveRoute('/reconciliation/invoicing/rule/copy', menus)).toBeUndefined();
  });

  it('should render the entity list for a menu whose url is an entity route', () => {
    const route = resolveRoute('/base/basic/organizational/', MENUS);
    expect(route?.kind === 'list' && [route.entity.name, route.menu.menuNo]).toEqual(['org', '100101']);
  });

  it('should name the list page as the parent of its add and modify pages', () => {
    const add = resolveRoute('/base/basic/add-organizational', MENUS);
    const modify = resolveRoute('/base/basic/modify-organizational/42', MENUS);
    expect(add?.kind === 'form' && [add.mode, add.menu.menuNo]).toEqual(['add', '100101']);
    expect(modify?.kind === 'form' && [modify.mode, modify.id, modify.menu.menuNo]).toEqual(['update', 42, '100101']);
  });

  it('should render the unavailable page for a menu without an entity, and nothing for unknown paths', () => {
    expect(resolveRoute('/base/basic/systemTest', MENUS)?.kind).toBe('unavailable');
    expect(resolveRoute('/base/basic/add-systemTest', MENUS)).toBeUndefined();
    expect(resolveRoute('/base/basic/modify-organizational', MENUS)).toBeUndefined();
    expect(resolveRoute('/base/basic/supplier', MENUS)).toBeUndefined();
    expect(resolveRoute('/dashboard', MENUS)?.kind).toBe('dashboard');
    expect(resolveRoute('/setting/user-info', MENUS)?.kind).toBe('userInfo');
    expect(resolveRoute('/setting/password/', MENUS)?.kind).toBe('password');
  });

  it('should open the System application pages: the dictionary, mobile version, barcode operation and cache pages, and the generic list and forms of feedbacks, business control, patterns and error messages', () => {
    const application = [group('/system', 2, [group('/system/application', 3, [
      page('/system/application/dictionary', '160204'), page('/system/application/feedbacks', '160205'), page('/system/application/bussiness-control', '160207'),
      page('/system/application/mobile-version', '160201'), page('/system/application/barcode-operation', '160210'),
      page('/system/application/cache', '160208'), page('/system/application/pattern', '160211'),
      page('/system/application/error-message', '160212'),
    ])])];
    expect(resolveRoute('/system/application/dictionary', application)).toMatchObject({ kind: 'sysapp', page: 'dictionary' });
    expect(resolveRoute('/system/application/mobile-version', application)).toMatchObject({ kind: 'sysapp', page: 'mobileVersion' });
    expect(resolveRoute('/system/application/barcode-operation', application)).toMatchObject({ kind: 'sysapp', page: 'barcodeOperation' });
    expect(resolveRoute('/system/application/cache', application)).toMatchObject({ kind: 'sysapp', page: 'cache' });
    expect(resolveRoute('/system/application/feedbacks', application)).toMatchObject({ kind: 'list', entity: { name: 'feedback' } });
    const modify = resolveRoute('/system/application/modify-bussiness-control/7', application);
    expect(modify?.kind === 'form' && [modify.entity.name, modify.mode, modify.id]).toEqual(['businessControl', 'update', 7]);
    expect(resolveRoute('/system/application/pattern', application)).toMatchObject({ kind: 'list', entity: { name: 'pattern' } });
    expect(resolveRoute('/system/application/add-error-message', application)).toMatchObject({ kind: 'form', mode: 'add', entity: { name: 'errorMessage' } });
  });

  it('should address the modify pages of rules by their numbers (spec console §2 Base.Rule)', () => {
    const rules = [group('/base', 2, [group('/base/rule', 3, [page('/base/rule/batch-rule', '100603')])])];
    const modify = resolveRoute('/base/rule/modify-batch-rule/LOT-DAILY', rules);
    expect(modify?.kind === 'form' && [modify.mode, modify.key, modify.id]).toEqual(['update', 'LOT-DAILY', undefined]);
    const menu = rules[0].children[0].children[0];
    expect(modifyPath(menu, modifyRef(ENTITIES.lotRule, { id: 3, lotRuleNo: 'LOT/2' }))).toBe('/base/rule/modify-batch-rule/LOT%2F2');
    expect(resolveRoute('/base/basic/modify-organizational/ORG1', MENUS)).toBeUndefined();
  });

  it('should build the add and modify paths of a list page', () => {
    const menu = MENUS[0].children[0].children[0];
    expect(addPath(menu)).toBe('/base/basic/add-organizational');
    expect(modifyPath(menu, 7)).toBe('/base/basic/modify-organizational/7');
  });
});

describe('resolveRoute of System jurisdiction (spec console §2)', () => {
  const system = [group('/system', 2, [group('/system/jurisdiction', 3, [
    page('/system/jurisdiction/staff', '160101'), page('/system/jurisdiction/user', '160102'), page('/system/jurisdiction/role', '160104'), page('/system/jurisdiction/menu', '160105'),
  ])])];

  it('should show the staff entity list, the user and role pages and the menu tree', () => {
    const staff = resolveRoute('/system/jurisdiction/staff', system);
    expect(staff?.kind === 'list' && staff.entity.name).toBe('employee');
    expect(resolveRoute('/system/jurisdiction/user', system)).toMatchObject({ kind: 'access', access: 'user' });
    expect(resolveRoute('/system/jurisdiction/menu', system)?.kind).toBe('menus');
  });

  it('should address the user and role forms as add-{route} and modify-{route}/{id}/{key}', () => {
    expect(resolveRoute('/system/jurisdiction/add-user', system)).toMatchObject({ kind: 'accessForm', access: 'user', id: undefined });
    expect(resolveRoute('/system/jurisdiction/modify-role/7/SEA-PICKER', system)).toMatchObject({ kind: 'accessForm', access: 'role', id: 7 });
    expect(accessModifyPath(system[0].children[0].children[1], 5, 'picker/1')).toBe('/system/jurisdiction/modify-user/5/picker%2F1');
    expect(resolveRoute('/system/jurisdiction/modify-user/5', system)).toBeUndefined();
    expect(resolveRoute('/system/jurisdiction/add-user/5/x', system)).toBeUndefined();
  });
});

describe('isNoCache', () => {
  it('should keep list and form pages alive but not the stock queries', () => {
    const views = ['/sm/stock/allowance', '/base/basic/organizational', '/base/basic/add-organizational', '/dashboard'].map((path) => resolveRoute(path, MENUS)!);
    expect(views.map((route) => [route.kind, isNoCache(route)])).toEqual([['query', true], ['list', false], ['form', false], ['dashboard', false]]);
  });
});

describe('resolveRoute of System authority (spec console §2)', () => {
  it('should open the licence page at /system/authority/license, where a user whose isLicense is 0 is sent', () => {
    const menus = [group('/system', 2, [group('/system/authority', 3, [page('/system/authority/license', '160301')])])];
    expect(resolveRoute('/system/authority/license', menus)).toMatchObject({ kind: 'licence', menu: { menuNo: '160301' } });
  });
});
