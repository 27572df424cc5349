import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo, menuName: path, menuNameMap: {}, menuLevel: 4, url: path.split('/').at(-1)!, path, sort: 1, icon: null, permissions: { isSearch: true }, children: [],
});

const PAGES = ['notice', 'posting-notice', 'task-notice', 'cancel-task-notice', 'wave-number', 'task-wave', 'cancel-task', 'posting-wave', 'picking', 'preparation', 'outbound-order', 'release', 'task-release'];
const MENUS: MenuNode[] = [{
  ...page('/outbound', '12'), menuLevel: 2,
  children: [{ ...page('/outbound/outbound', '1201'), menuLevel: 3, children: PAGES.map((url, i) => page(`/outbound/outbound/${url}`, `1201${String(i + 1).padStart(2, '0')}`)) }],
}];

describe('outbound notice routes (spec console §2 Outbound)', () => {
  it('should open the notice list, its add page and its modify page by notice number', () => {
    const list = resolveRoute('/outbound/outbound/notice', MENUS);
    expect(list?.kind === 'list' && list.entity.name).toBe('outNotice');
    expect(resolveRoute('/outbound/outbound/add-notice', MENUS)?.kind).toBe('form');
    const modify = resolveRoute('/outbound/outbound/modify-notice/OUT202611250001', MENUS);
    expect(modify?.kind === 'form' && [modify.key, modify.menu.menuNo, modify.entity.name]).toEqual(['OUT202611250001', '120101', 'outNotice']);
  });

  it('should open posting-notice, task-notice, cancel-task-notice and outbound-order as notice action pages', () => {
    const actions = ['posting-notice', 'task-notice', 'cancel-task-notice', 'outbound-order'].map((url) => resolveRoute(`/outbound/outbound/${url}`, MENUS));
    expect(actions.map((route) => route?.kind === 'action' && [route.page.doc.docType, route.page.action, route.page.statusCode])).toEqual([
      ['OUT', 'post', '10'], ['OUT', 'allocate', '10'], ['OUT', 'cancelAllocate', '15'], ['OUT', 'ship', '15'],
    ]);
  });

  it('should open picking as the picking page', () => {
    const route = resolveRoute('/outbound/outbound/picking', MENUS);
    expect(route?.kind === 'outbound' && route.page).toBe('picking');
  });

  it('should open wave-number, cancel-task and posting-wave as wave pages and task-wave as the picking page by wave', () => {
    const pages = ['wave-number', 'task-wave', 'cancel-task', 'posting-wave'].map((url) => resolveRoute(`/outbound/outbound/${url}`, MENUS));
    expect(pages.map((route) => route?.kind === 'outbound' && [route.menu.menuNo, route.page])).toEqual([
      ['120105', 'waves'], ['120106', 'taskWave'], ['120107', 'waves'], ['120108', 'waves'],
    ]);
  });

  it('should open preparation as the packing page', () => {
    const route = resolveRoute('/outbound/outbound/preparation', MENUS);
    expect(route?.kind === 'outbound' && [route.menu.menuNo, route.page]).toEqual(['120110', 'preparation']);
  });

  it('should open release and task-release as the gate release pages by notice and by wave', () => {
    const pages = ['release', 'task-release'].map((url) => resolveRoute(`/outbound/outbound/${url}`, MENUS));
    expect(pages.map((route) => route?.kind === 'outbound' && [route.menu.menuNo, route.page])).toEqual([['120112', 'release'], ['120113', 'taskRelease']]);
  });
});
