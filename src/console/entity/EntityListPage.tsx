/**
 * The generic list page of a declared entity (spec console §2): search form (with the jurisdiction
 * control), the tab strip with counts of a `listTabs` entity, toolbar by permission flags, sortable
 * paged table with row selection (default updateDate descending, sizes 20/30/50/100), an operation
 * column per row, detail drawer on row click, delete with confirmation, import, export through the
 * export-template picker (message.noExport without an export port), the module's custom fields, the
 * user's saved column layout (module = the page's menu number), the page mode switch '0'/'1', and
 * the cut at the user's limitCount with a "load all" icon, and the print button of a menu granting isPrint.
 */
import { namedRows } from './named-rows.ts';
import { refLabel } from './ref-label.ts';
import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Segmented, Space, Table, Tooltip, type TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntityDef } from '../../shared/entity.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/rpc.ts';
import { DETAIL_EXTRAS, LIST_EXTRAS } from '../pages/basic/list-extras.ts';
import { PrintButton } from '../pages/print/PrintButton.tsx';
import { addPath, copyPath, modifyPath, modifyRef } from '../routes.ts';
import { usePage } from '../shell/page-context.ts';
import { useSession, type MenuNode } from '../../client/session-store.ts';
import { useTabs } from '../store/tabs-store.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { exportRows, listRows, removeRows, type EntityRow, type Sorter } from './entity-api.ts';
import { ColumnSettings } from './ColumnSettings.tsx';
import { customSpecs } from './custom-columns.ts';
import { DEFAULT_SORT } from './entity-columns.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { saveFile, stampedFileName } from './export-file.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { limitOf, limitPage } from './list-limit.ts';
import { ALL_TAB, tabCondition } from './list-tabs.ts';
import { ListTabs } from './ListTabs.tsx';
import { ListToolbar, type ToolbarAction } from './ListToolbar.tsx';
import { OPERATION_WIDTH, rowActions, type RowAction } from './row-actions.ts';
import { RowActions } from './RowActions.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useCustomFields } from './use-custom-fields.ts';
import { useListColumns } from './use-list-columns.ts';
import { usePageMode, type PageMode } from './use-page-mode.ts';

/** The write flags a reading page drops. */
const READ_ONLY = { isAdd: false, isModify: false, isDelete: false, isPhysicalDelete: false, isImport: false, isBatchUpdate: false } as const;

const PAGE_SIZES = [20, 30, 50, 100];

type Query = { current: number; size: number; condition: Record<string, unknown>; sorter: Sorter };

export function EntityListPage({ entity, menu }: { entity: EntityDef; menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { path } = usePage();
  const listVersion = useTabs((s) => s.listVersion[path] ?? 0);
  const [query, setQuery] = useState<Query>({ current: 1, size: PAGE_SIZE_DEFAULT, condition: {}, sorter: { ...DEFAULT_SORT } });
  const [rows, setRows] = useState<EntityRow[]>([]);
  const [total, setTotal] = useState(0);
  const [estimated, setEstimated] = useState(false);
  const [fullTotal, setFullTotal] = useState(0);
  const [isCut, setIsCut] = useState(false);
  const [isAll, setIsAll] = useState(false);
  const limit = limitOf(useSession((s) => s.user?.limitCount));
  const [loading, setLoading] = useState(false);
  // The selection is kept by id and read from the rows shown, so a live reload can neither count a row
  // that is not checked nor act on a stale copy of one (walk 14-28 item 13, record 1056).
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selected = useMemo(() => rows.filter((row) => selectedIds.includes(String(row.id))), [rows, selectedIds]);
  const [detail, setDetail] = useState<EntityRow | undefined>();
  const [importing, setImporting] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [tab, setTab] = useState(ALL_TAB);
  const [mode, setMode] = usePageMode(menu.menuNo);
  const customFields = useCustomFields(menu.menuNo);
  const custom = useMemo(() => ({ search: customSpecs(customFields, 'search'), list: customSpecs(customFields, 'list'), detail: customSpecs(customFields, 'detail') }), [customFields]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listRows(entity, { ...query, condition: tabCondition(entity, query.condition, tab) })
      .then((page) => {
        if (cancelled) return;
        const shown = limitPage(page.records, page.total, query, limit, isAll);
        setRows(shown.rows);
        setTotal(shown.total);
        setIsCut(shown.isCut);
        setFullTotal(page.total);
        setEstimated(page.totalEstimated === true);
        setSelectedIds((before) => before.filter((id) => shown.rows.some((row) => String(row.id) === id)));
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [entity, query, tab, reloads, listVersion, limit, isAll]);

  const { columns, layout, save: saveLayout, reset: resetLayout, titleOf } = useListColumns(entity, menu.menuNo, custom.list, query.sorter, mode === '1');

  const remove = (doomed: EntityRow[]) =>
    modal.confirm({
      title: t('list.deleteTitle'),
      content: t('list.deleteNamed', { names: namedRows(t, doomed.map((row) => refLabel(row[entity.keyField], row[entity.titleField]))) }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeRows(entity, doomed);
        message.success(t('list.deleted', { count: doomed.length }));
        setSelectedIds((before) => before.filter((id) => !doomed.some((gone) => String(gone.id) === id)));
        // Deleting every row of the last page shows the page before it.
        if (doomed.length === rows.length && query.current > 1) setQuery((q) => ({ ...q, current: q.current - 1 }));
        else reload();
      },
    });

  // A page listing the supplier-shared rows of another menu's entity (the supplier's Delivery address 5402) only reads them: the writes are the entity's own menu's (record 0966).
  const permissions = entity.supplierShared && menu.menuNo !== entity.menuNo ? { ...menu.permissions, ...READ_ONLY } : menu.permissions;
  const actions = rowActions(entity, permissions);
  const Extra = LIST_EXTRAS[entity.name];
  const DetailExtra = DETAIL_EXTRAS[entity.name];
  const onRowAction = (action: RowAction, row: EntityRow) => {
    if (action === 'view') setDetail(row);
    if (action === 'modify') navigate(modifyPath(menu, modifyRef(entity, row), entity));
    if (action === 'copy') navigate(copyPath(menu, row.id, entity));
    if (action === 'delete') remove([row]);
  };
  const operation = {
    key: 'operation',
    title: t('list.operation'),
    width: OPERATION_WIDTH,
    fixed: 'right' as const,
    render: (_: unknown, row: EntityRow) => <RowActions visible={actions.visible} more={actions.more} onAction={(action) => onRowAction(action, row)} />,
  };

  const confirmLoadAll = () =>
    modal.confirm({
      type: 'warning',
      title: t('list.loadAllTitle'),
      content: t('list.loadAllConfirm', { total: fullTotal, limit }),
      onOk: () => setIsAll(true),
    });

  const showTotal = (count: number) =>
    isCut ? (
      <Space size={4}>
        {t('list.limited', { limit, total: fullTotal })}
        <Tooltip title={t('list.loadAll')}>
          <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('list.loadAll')} onClick={confirmLoadAll} data-testid="list-load-all" />
        </Tooltip>
      </Space>
    ) : (
      t(estimated ? 'list.totalEstimated' : 'list.total', { total: count })
    );

  const exportList = async (exportName: string | undefined) => {
    setExporting(true);
    try {
      const file = await exportRows(entity, tabCondition(entity, query.condition, tab), query.sorter, exportName);
      saveFile(file, stampedFileName(file.fileName, new Date()));
      message.success(t('list.exported'));
      setExportOpen(false);
    } catch {
      // request.ts has shown the error.
    } finally {
      setExporting(false);
    }
  };

  const onAction = (action: ToolbarAction) => {
    if (action === 'add') navigate(addPath(menu, entity));
    if (action === 'modify') navigate(modifyPath(menu, modifyRef(entity, selected[0]), entity));
    if (action === 'delete') remove(selected);
    if (action === 'import') setImporting(true);
    if (action === 'export') {
      if (entity.ports?.export === false) message.error(t('message.noExport'));
      else setExportOpen(true);
    }
  };

  const onChange: TableProps<EntityRow>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Sorter = one?.order && one.columnKey ? { field: String(one.columnKey), order: one.order } : { ...DEFAULT_SORT };
    setQuery((q) => ({ ...q, current: pagination.current ?? 1, size: pagination.pageSize ?? q.size, sorter: next }));
  };

  return (
    <div className="wms-list" data-entity={entity.name}>
      <SearchForm
        entity={entity}
        menu={menu}
        customFields={custom.search}
        compact={mode === '1'}
        onSearch={(condition) => setQuery((q) => ({ ...q, current: 1, condition }))}
      />
      <Card variant="borderless" className="wms-table-card">
        <ListTabs
          entity={entity}
          condition={query.condition}
          active={tab}
          reloadKey={`${reloads}:${listVersion}`}
          onChange={(next) => {
            setTab(next);
            setQuery((q) => ({ ...q, current: 1 }));
          }}
        />
        <ListToolbar
          entity={entity}
          permissions={permissions}
          selectedCount={selected.length}
          exporting={exporting}
          onAction={onAction}
          onRefresh={reload}
          tools={
            <>
              {menu.permissions.isPrint && <PrintButton module={menu.menuNo} selected={selected} onPrinted={reload} />}
              {Extra && <Extra permissions={menu.permissions} menuNo={menu.menuNo} selected={selected} onDone={reload} />}
              <Segmented<PageMode>
                size="small"
                value={mode}
                onChange={setMode}
                options={[{ value: '0', label: t('engine.modeFull') }, { value: '1', label: t('engine.modeCompact') }]}
                data-testid="page-mode"
              />
              <ColumnSettings layout={layout} titleOf={titleOf} onChange={(next) => void saveLayout(next)} onReset={() => void resetLayout().catch(() => undefined)} />
            </>
          }
        />
        <Table<EntityRow>
          rowKey="id"
          size={mode === '1' ? 'small' : 'middle'}
          loading={loading}
          columns={[...columns, operation]}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selected.map((row) => row.id as Key), onChange: (keys) => setSelectedIds(keys.map(String)) }}
          onRow={(row) => ({
            onClick: (event) => {
              if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) setDetail(row);
            },
          })}
          onChange={onChange}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal,
          }}
        />
      </Card>
      <DetailDrawer entity={entity} row={detail} customFields={custom.detail} onClose={() => setDetail(undefined)} extra={detail && DetailExtra && <DetailExtra row={detail} />} />
      <ExportDialog entity={entity} module={menu.menuNo} open={exportOpen} exporting={exporting} onClose={() => setExportOpen(false)} onExport={(name) => void exportList(name)} />
      <ImportDialog entity={entity} open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </div>
  );
}
