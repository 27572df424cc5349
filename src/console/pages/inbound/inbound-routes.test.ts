import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../store/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo, menuName: path, menuNameMap: {}, menuLevel: 4, url: path.split('/').at(-1)!, path, sort: 1, icon: null, permissions: { isSearch: true }, children: [],
});

const MENUS: MenuNode[] = [{
  ...page('/inbound', '11'), menuLevel: 2,
  children: [{
    ...page('/inbound/arrival', '1101'), menuLevel: 3,
    children: [page('/inbound/arrival/arrival-note', '110101'), page('/inbound/arrival/cancel-receipt', '110102')],
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
