import { describe, expect, it } from 'vitest';
import { isMenuPage, menuPagesOf } from './menu-tree.ts';

type Node = { menuNo: string; children: Node[] };
const page = (menuNo: string): Node => ({ menuNo, children: [] });

describe('menu tree rule', () => {
  it('should take a node without children as a page at any depth: PC level 4 and SUP level 3 alike', () => {
    const pc: Node = { menuNo: '10', children: [{ menuNo: '1001', children: [page('100101'), page('100102')] }] };
    const sup: Node = { menuNo: '53', children: [page('5301'), page('5302')] };
    expect(menuPagesOf([pc, sup]).map((node) => node.menuNo)).toEqual(['100101', '100102', '5301', '5302']);
    expect([isMenuPage(pc), isMenuPage(sup), isMenuPage(page('5301'))]).toEqual([false, false, true]);
  });
});
