/**
 * The paged table of the stock-take pages: one list call, its columns (localized field titles;
 * enumerations by their dictionary, quantities right-aligned, times formatted), page sizes 20,
 * 30, 50, 100, optional row selection. Reloads when `condition` or `reloads` change. `complete`
 * (a function of the module, not of a render) adds to a page's rows what another call answers
 * before they show. `single` makes the selection one row (a radio), chosen also by a click on the
 * row or Enter on a focused row; `focusId` (a row's id, e.g. from a to-do link) loads the page
 * holding that row, selects it once (not again after a reload) and scrolls it into view. A reload
 * clears the selection, unless `keepSelection`: then the selected rows still on the page stay
 * selected, as reloaded (a live list such as the yard queue keeps the row the user chose, with its
 * new state and version).
 */
import { Table, type GetRef, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { listPage, type CheckPage, type CheckRow, type ListCall } from './check-api.ts';

/** A column: a field's value as text, or what `render` makes of the whole row (a derived value such as a countdown). */
export type CheckColumn = { field: string; enumMid?: string; kind?: 'qty' | 'datetime' | 'bool'; render?: (row: CheckRow) => ReactNode };

type Props = {
  list: ListCall;
  columns: CheckColumn[];
  condition: Record<string, unknown>;
  reloads?: number;
  selected?: CheckRow[];
  onSelect?: (rows: CheckRow[]) => void;
  complete?: (rows: CheckRow[]) => Promise<CheckRow[]>;
  single?: boolean;
  focusId?: number;
  keepSelection?: boolean;
  testId: string;
};

type Paging = { current: number; size: number; focusId?: number };

export function CheckTable({ list, columns, condition, reloads = 0, selected, onSelect, complete, single, focusId, keepSelection, testId }: Props) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ current: 1, size: PAGE_SIZE_DEFAULT, focusId });
  const [page, setPage] = useState<CheckPage | undefined>();
  const [loading, setLoading] = useState(false);
  const [focused, setFocused] = useState<number | undefined>();
  const table = useRef<GetRef<typeof Table>>(null);
  const chosen = useRef(selected);
  chosen.current = selected;
  // The focus row is ticked on the load that brought it, not again after each action's reload.
  const focusTicked = useRef<number | undefined>(undefined);

  useEffect(() => setPaging((p) => (p.current === 1 && p.focusId === undefined ? p : { ...p, current: 1, focusId: undefined })), [condition]);
  useEffect(() => setPaging((p) => (focusId === undefined || p.focusId === focusId ? p : { ...p, current: 1, focusId })), [focusId]);
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listPage(list, paging.current, paging.size, condition, paging.focusId)
      .then(async (answer) => (complete ? { ...answer, records: await complete(answer.records) } : answer))
      .then((answer) => {
        if (cancelled) return;
        setPage(answer);
        const focus = paging.focusId === focusTicked.current ? undefined : answer.records.find((row) => row.id === paging.focusId);
        if (focus) focusTicked.current = focus.id;
        const kept = keepSelection ? answer.records.filter((row) => chosen.current?.some((old) => old.id === row.id)) : [];
        onSelect?.(focus ? [focus] : kept);
        if (focus) setFocused(focus.id);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // onSelect is the page's state setter (stable); the selection is read through its ref.
  }, [list, paging, condition, reloads, complete, keepSelection]);
  useEffect(() => {
    if (focused !== undefined) table.current?.nativeElement.querySelector(`tr[data-row-key="${focused}"]`)?.scrollIntoView({ block: 'center' });
  }, [focused]);

  const choose = (row: CheckRow) => onSelect?.([row]);

  const text = (column: CheckColumn, value: unknown) => {
    if (value === null || value === undefined || value === '') return '';
    if (column.enumMid) return t(`enum.${column.enumMid}.${String(value)}`, { defaultValue: String(value) });
    if (column.kind === 'datetime') return formatDateTime(String(value));
    if (column.kind === 'bool') return t(`enum.BOOL.${String(value)}`);
    return String(value);
  };

  const tableColumns: TableColumnsType<CheckRow> = columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    title: t(`field.${column.field}`),
    align: column.kind === 'qty' ? ('right' as const) : undefined,
    render: (value: unknown, row: CheckRow) => (column.render ? column.render(row) : text(column, value)),
  }));

  return (
    <Table<CheckRow>
      ref={table}
      data-testid={testId}
      rowKey="id"
      size="middle"
      loading={loading}
      columns={tableColumns}
      dataSource={page?.records ?? []}
      scroll={{ x: 'max-content' }}
      rowSelection={onSelect ? { type: single ? 'radio' : 'checkbox', selectedRowKeys: (selected ?? []).map((r) => r.id), onChange: (_keys, rows) => onSelect(rows) } : undefined}
      onRow={single && onSelect ? (row) => ({
        tabIndex: 0,
        onClick: () => choose(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) choose(row);
        },
      }) : undefined}
      pagination={{
        current: page?.current ?? paging.current,
        pageSize: paging.size,
        total: page?.total ?? 0,
        pageSizeOptions: [20, 30, 50, 100],
        showSizeChanger: true,
        showTotal: (total) => t('list.total', { total }),
        onChange: (current, size) => setPaging({ current, size }),
      }}
    />
  );
}
