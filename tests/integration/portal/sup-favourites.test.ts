/**
 * A supplier user's favourites (issue 23): pages of the supplier portal's tree are pages (menus
 * without children, src/shared/menu-tree.ts) that a supplier pins and finds again in the
 * favourites; a SUP group and a PC page are not pinned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalApp, type PortalApp } from './portal-support.ts';

let t: PortalApp;
beforeAll(async () => {
  t = await portalApp();
});
afterAll(() => t.close());

const collect = (menuNo: string) => t.as('sup1', 'ISysMenuService/collectBusinessCommonMenu', { menuNo, collect: true });

describe("supplier user's favourites", () => {
  it('should pin an order answer page of the supplier portal and list it with its path', async () => {
    const answer = await collect('5301');
    expect(answer.code).toBe(0);
    const listed = await t.as<any[]>('sup1', 'ISysMenuService/getBusinessCommonMenu', {});
    expect(listed.data.map((menu) => menu.menuNo)).toEqual(['5301']);
    expect(listed.data[0].path).toMatch(/^\/[a-z-]+\/[a-zA-Z-]+$/);
  });

  it('should refuse a supplier portal group and a PC page as favourites', async () => {
    expect((await collect('53')).code).not.toBe(0);
    expect((await collect('100101')).code).not.toBe(0);
  });
});
