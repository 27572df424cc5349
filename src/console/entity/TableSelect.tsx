/**
 * Table-select picker of a referenced entity (spec console §2 "table-select popup with search and
 * pagination", §5 "single mode allows one selected row", §9 size 20), for `ref` fields declared
 * `picker: 'table'`: a read-only box with the chosen "key - title" and a button that opens a dialog
 * listing active rows (statusCode 1) with the entity's first list columns, a keyword search and
 * pages of 20; one row can be chosen (radio), and OK (or a double click) takes it.
 */
import { SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityName } from '../../shared/entity.ts';
import { pickerListFields } from '../../shared/page-pickers.ts';
import { listRows, type EntityRow } from './entity-api.ts';
import { refLabel } from './ref-label.ts';
import { displayValue, listColumns } from './entity-columns.ts';

const PAGE_SIZE = 20;

type Props = {
  entity: EntityName;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  id?: string;
  /** Extra list condition, e.g. the parent's value of a dependent picker. */
  filter?: Record<string, unknown>;
};

export function TableSelect({ entity: name, value, onChange, disabled, id, filter }: Props) {
  const { t } = useTranslation();
  const entity = ENTITIES[name];
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<{ rows: EntityRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<EntityRow | undefined>();
  const [label, setLabel] = useState<string | undefined>();
  const filterKey = JSON.stringify(filter ?? {});

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoading(true);
    listRows(entity, { current, size: PAGE_SIZE, condition: { ...filter, keyword, statusCode: 1 } }, { quiet: true })
      .then((answer) => !cancelled && setPage({ rows: answer.records, total: answer.total }))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // filterKey stands for filter's content.
  }, [open, entity, keyword, current, filterKey]);

  const take = (row: EntityRow | undefined) => {
    if (!row) return;
    setLabel(refLabel(row[entity.keyField], row[entity.titleField]));
    onChange?.(String(row[entity.keyField]));
    setOpen(false);
  };

  // The columns a lookup through another page answers (pickerListFields), so both stay in step.
  const pickerColumns = pickerListFields(entity);
  const columns = listColumns(entity)
    .filter(({ field }) => pickerColumns.includes(field))
    .map(({ field, def }) => ({ key: field, dataIndex: field, title: t(`field.${field}`), ellipsis: true, render: (v: unknown) => displayValue(def, v, t) }));
  const shown = value ? (label?.startsWith(`${value} - `) ? label : value) : '';
  return (
    <>
      <Space.Compact className="wms-wide">
        <Input id={id} readOnly value={shown} disabled={disabled} placeholder={t('list.choose')} allowClear={!disabled}
          onChange={(event) => event.target.value === '' && onChange?.(null)} onClick={() => !disabled && setOpen(true)} />
        <Button icon={<TableOutlined />} disabled={disabled} aria-label={t('engine.tableSelect')} onClick={() => setOpen(true)} data-testid={`table-select-${name}`} />
      </Space.Compact>
      <Modal
        open={open}
        title={t('engine.tableSelectTitle', { name: t(`entity.${name}`) })}
        width={760}
        onCancel={() => setOpen(false)}
        onOk={() => take(chosen)}
        okButtonProps={{ disabled: !chosen }}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          placeholder={t('list.keywordPlaceholder')}
          enterButton={<SearchOutlined />}
          onSearch={(text) => {
            setKeyword(text.trim());
            setCurrent(1);
          }}
          className="wms-table-select-search"
        />
        <Table<EntityRow>
          rowKey="id"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={page.rows}
          rowSelection={{ type: 'radio', selectedRowKeys: chosen ? [chosen.id] : [], onChange: (_keys, rows) => setChosen(rows[0]) }}
          onRow={(row) => ({ onClick: () => setChosen(row), onDoubleClick: () => take(row) })}
          pagination={{ current, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: setCurrent, showTotal: (n) => t('list.total', { total: n }) }}
        />
      </Modal>
    </>
  );
}
