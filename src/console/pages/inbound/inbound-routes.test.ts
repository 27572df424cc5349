import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo, menuName: path, menuNameMap: {}, menuLevel: 4, url: path.split('/').at(-1)!, path, sort: 1, icon: null, permissions: { isSearch: true }, children: [],
});

const MENUS: MenuNode[] = [{
  ...page('/inbound', '11'), menuLevel: 2,
  children: [{
    ...page('/inbound/arrival', '1101'), menuLevel: 3,
    children: [page('/inbound/arrival/arrival-note', '110101'), page('/inbound/arrival/cancel-receipt', '110102'), page('/inbound/arrival/receipt-back', '110103')],
  }, {
    ...page('/inbound/quality', '1102'), menuLevel: 3,
    children: [page('/inbound/quality/document', '110201'), page('/inbound/quality/items', '110202')],
  }, {
    ...page('/inbound/inbound', '1103'), menuLevel: 3,
    children: ['notice', 'task-notice', 'cancel-task', 'posting-notice', 'shelf-task', 'listing-list'].map((url, i) => page(`/inbound/inbound/${url}`, `11030${i + 1}`)),
  }],
}];

describe('inbound arrival routes (spec console §2 Inbound arrival)', () => {
  it('should open the arrival note list, its add page and its modify page by arrival number', () => {
    const list = resolveRoute('/inbound/arrival/arrival-note', MENUS);
    expect(list?.kind === 'list' && list.entity.name).toBe('inArrive');
    expect(resolveRoute('/inbound/arrival/add-arrival-note', MENUS)?.kind).toBe('form');
    const modify = resolveRoute('/inbound/arrival/modify-arrival-note/ARV202611250001', MENUS);
    expect(modify?.kind === 'form' && [modify.mode, modify.key, modify.menu.menuNo]).toEqual(['update', 'ARV202611250001', '110101']);
  });

  it('should open cancel-receipt as the received arrivals with the cancel receipt action', () => {
    const route = resolveRoute('/inbound/arrival/cancel-receipt', MENUS);
    expect(route?.kind === 'action' && [route.page.doc.docType, route.page.action, route.page.statusCode]).toEqual(['ARV', 'cancelReceipt', '15']);
  });
});

describe('inbound notice and putaway routes (spec console §2 Inbound)', () => {
  it('should open the notice list and its modify page by notice number', () => {
    const list = resolveRoute('/inbound/inbound/notice', MENUS);
    expect(list?.kind === 'list' && list.entity.name).toBe('inNotice');
    const modify = resolveRoute('/inbound/inbound/modify-notice/INN202611250001', MENUS);
    expect(modify?.kind === 'form' && [modify.key, modify.menu.menuNo]).toEqual(['INN202611250001', '110301']);
  });

  it('should open task-notice, cancel-task and posting-notice as notice action pages, and the shelf-task and listing pages', () => {
    const actions = ['task-notice', 'cancel-task', 'posting-notice'].map((url) => resolveRoute(`/inbound/inbound/${url}`, MENUS));
    expect(actions.map((route) => route?.kind === 'action' && [route.page.action, route.page.statusCode])).toEqual([['createTask', '10'], ['cancelTask', '15'], ['post', '10']]);
    const pages = ['shelf-task', 'listing-list'].map((url) => resolveRoute(`/inbound/inbound/${url}`, MENUS));
    expect(pages.map((route) => route?.kind === 'inbound' && route.page)).toEqual(['shelfTask', 'listing']);
  });
});

describe('inbound quality routes (spec console §2 Inbound quality: document, items, add-items, modify-items/:id)', () => {
  it('should open the inspection documents page and the inspection item list with its add and modify pages', () => {
    const documents = resolveRoute('/inbound/quality/document', MENUS);
    expect(documents?.kind === 'inbound' && documents.page).toBe('quality');
    const items = resolveRoute('/inbound/quality/items', MENUS);
    expect(items?.kind === 'list' && items.entity.name).toBe('qcItem');
    const add = resolveRoute('/inbound/quality/add-items', MENUS);
    expect(add?.kind === 'form' && [add.mode, add.entity.name]).toEqual(['add', 'qcItem']);
    const modify = resolveRoute('/inbound/quality/modify-items/3', MENUS);
    expect(modify?.kind === 'form' && [modify.mode, modify.id, modify.menu.menuNo]).toEqual(['update', 3, '110202']);
  });
});

describe('customer return routes (receipt-back, workflows §4)', () => {
  it('should open the customer return list with its add and modify pages', () => {
    const list = resolveRoute('/inbound/arrival/receipt-back', MENUS);
    expect(list?.kind === 'list' && list.entity.name).toBe('inReturn');
    expect(resolveRoute('/inbound/arrival/add-receipt-back', MENUS)?.kind).toBe('form');
    const modify = resolveRoute('/inbound/arrival/modify-receipt-back/7', MENUS);
    expect(modify?.kind === 'form' && [modify.mode, modify.id]).toEqual(['update', 7]);
  });
});
