/**
 * The pagination of a hand-built paged table (the journals, exception keys, scheduled jobs, cache,
 * dictionary, barcode operations, mobile versions and access lists): the page `paging` asks for,
 * the `total` of the answer, 20/30/50/100 rows a page and the "Total N" text.
 */
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

export type Paging = { current: number; size: number };

export function tablePagination(paging: Paging, total: number | undefined, setPaging: (paging: Paging) => void, t: TFunction): TablePaginationConfig {
  return { current: paging.current, pageSize: paging.size, total: total ?? 0, showSizeChanger: true, showTotal: (count) => t('list.total', { total: count }), onChange: (current, size) => setPaging({ current, size }) };
}
