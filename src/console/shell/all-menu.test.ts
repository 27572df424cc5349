import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../client/session-store.ts';
import { filterMenus, splitMatches, toBlocks } from './all-menu.ts';

function node(menuNo: string, menuName: string, menuLevel: number, children: MenuNode[] = []): MenuNode {
  return { menuNo, menuName, menuNameMap: {}, menuLevel, url: menuNo, path: `/${menuNo}`, sort: 0, icon: null, permissions: {}, children };
}

const TREE = [
  node('10', 'Basic data', 2, [node('1001', 'Basic', 3, [node('100101', 'Organizations', 4), node('100104', 'Suppliers', 4)])]),
  node('20', 'Inbound', 2, [node('2001', 'Arrival', 3, [node('200101', 'Arrival notes', 4)])]),
];

describe('all-functions menu helpers', () => {
  it('should keep only matching pages and their groups, ignoring case', () => {
    const found = filterMenus(TREE, ' SUPPL ');
    expect(found.map((group) => group.menuNo)).toEqual(['10']);
    expect(found[0].children[0].children.map((page) => page.menuNo)).toEqual(['100104']);
  });

  it('should keep the whole tree for an empty search', () => {
    expect(filterMenus(TREE, '  ')).toBe(TREE);
  });

  it('should cut lists into blocks of 5', () => {
    expect(toBlocks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).map((block) => block.length)).toEqual([5, 5, 1]);
    expect(toBlocks([])).toEqual([]);
  });

  it('should split a name around every case-insensitive match', () => {
    expect(splitMatches('Item suppliers, Supplier', 'supp')).toEqual([
      { text: 'Item ', isHit: false },
      { text: 'supp', isHit: true },
      { text: 'liers, ', isHit: false },
      { text: 'Supp', isHit: true },
      { text: 'lier', isHit: false },
    ]);
    expect(splitMatches('Suppliers', '')).toEqual([{ text: 'Suppliers', isHit: false }]);
  });
});
