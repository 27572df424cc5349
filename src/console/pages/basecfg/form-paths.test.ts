import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../shared/entities/index.ts';
import { addPath, modifyPath, resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const node = (path: string, menuNo: string, menuLevel: number, children: MenuNode[] = []): MenuNode => ({
  menuNo, menuName: path, menuNameMap: {}, menuLevel, url: path.split('/').at(-1)!, path, sort: 1, icon: null, permissions: { isSearch: true }, children,
});

const processConfig = node('/base/task/process-config', '100904', 4);
const MENUS = [node('/base', '10', 2, [node('/base/task', '1009', 3, [node('/base/task/document-categories', '100901', 4), processConfig])])];

describe('Base.Task form paths (spec console §2)', () => {
  it('should name the process-config forms process-config-add and process-config-modify/{id}', () => {
    expect(addPath(processConfig, ENTITIES.processConfig)).toBe('/base/task/process-config-add');
    expect(modifyPath(processConfig, 4, ENTITIES.processConfig)).toBe('/base/task/process-config-modify/4');
    const add = resolveRoute('/base/task/process-config-add', MENUS);
    expect(add?.kind === 'form' && [add.entity.name, add.mode]).toEqual(['processConfig', 'add']);
    const modify = resolveRoute('/base/task/process-config-modify/4', MENUS);
    expect(modify?.kind === 'form' && [modify.mode, modify.id]).toEqual(['update', 4]);
  });

  it('should keep add-X for the other Base.Task pages and not invent suffix pages for them', () => {
    expect(resolveRoute('/base/task/add-document-categories', MENUS)?.kind).toBe('form');
    expect(resolveRoute('/base/task/document-categories-add', MENUS)).toBeUndefined();
  });
});
