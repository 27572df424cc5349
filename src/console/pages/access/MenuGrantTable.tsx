/**
 * The menu permissions tab (spec console §6 every button flag; workflows §6): the menu trees of the
 * kind's applications as an expandable table, each page with a checkbox per flag the signed-in
 * administrator holds there (what they hold is what they may grant) and an "All" box. `value` maps
 * menuNo to the granted flags; grants on menus not shown are kept as they were.
 */
import { Checkbox, Table, Tabs, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNo } from '../../../shared/app-menus.ts';
import type { PermissionFlag } from '../../../shared/permissions.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { ownMenuTree } from './access-api.ts';

export type Grants = Record<string, PermissionFlag[]>;

type Row = { key: string; menuNo: string; menuName: string; flags: PermissionFlag[]; children?: Row[] };

function rows(nodes: MenuNode[]): Row[] {
  return nodes.map((node) => ({
    key: node.menuNo,
    menuNo: node.menuNo,
    menuName: node.menuName,
    flags: Object.keys(node.permissions) as PermissionFlag[],
    ...(node.children.length ? { children: rows(node.children) } : {}),
  }));
}

export function MenuGrantTable({ apps, value, onChange }: { apps: AppNo[]; value: Grants; onChange: (next: Grants) => void }) {
  const { t } = useTranslation();
  const [trees, setTrees] = useState<Partial<Record<AppNo, Row[]>>>({});

  useEffect(() => {
    let cancelled = false;
    void Promise.all(apps.map(async (app) => [app, rows(await ownMenuTree(app))] as const)).then((loaded) => {
      if (!cancelled) setTrees(Object.fromEntries(loaded));
    });
    return () => {
      cancelled = true;
    };
  }, [apps]);

  const set = (menuNo: string, flags: PermissionFlag[]) => onChange({ ...value, [menuNo]: flags });
  const columns: TableColumnsType<Row> = [
    { key: 'menu', title: t('access.menu'), dataIndex: 'menuName', width: 280 },
    {
      key: 'flags',
      title: t('field.flags'),
      render: (_: unknown, row) => {
        if (row.children || row.flags.length === 0) return null;
        const granted = value[row.menuNo] ?? [];
        return (
          <div className="wms-grant-flags" data-testid={`grant-${row.menuNo}`}>
            <Checkbox
              checked={granted.length === row.flags.length}
              indeterminate={granted.length > 0 && granted.length < row.flags.length}
              onChange={(event) => set(row.menuNo, event.target.checked ? row.flags : [])}
            >
              {t('access.allFlags')}
            </Checkbox>
            <Checkbox.Group value={granted} onChange={(flags) => set(row.menuNo, flags as PermissionFlag[])} options={row.flags.map((flag) => ({ value: flag, label: t(`access.flag.${flag}`) }))} />
          </div>
        );
      },
    },
  ];
  const table = (app: AppNo) => (
    <Table<Row> size="small" rowKey="key" columns={columns} dataSource={trees[app] ?? []} loading={!trees[app]} pagination={false} data-testid={`grant-table-${app}`} />
  );
  if (apps.length === 1) return table(apps[0]);
  return <Tabs items={apps.map((app) => ({ key: app, label: t(`access.app.${app}`), children: table(app) }))} />;
}
