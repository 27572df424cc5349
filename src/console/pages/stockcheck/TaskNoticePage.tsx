/**
 * SM.Inventory task-notice (spec console §2): the submitted count plans waiting for their count
 * tasks; "Create count tasks" (createCheckTask, isCheck on the plan menu) snapshots the book
 * quantities, makes one task per zone and freezes the counted stock.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planAction, PLAN_LIST, type CheckRow } from './check-api.ts';
import { CheckTable, type CheckColumn } from './CheckTable.tsx';

const COLUMNS: CheckColumn[] = [
  { field: 'checkNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'CHECK_STATUS_CODE' },
  { field: 'checkScopeNo', enumMid: 'CHECK_SCOPE' }, { field: 'checkModeNo', enumMid: 'CHECK_MODE' }, { field: 'checkPatternNo', enumMid: 'CHECK_PATTERN' },
  { field: 'billDate' }, { field: 'updateDate', kind: 'datetime' },
];

export function TaskNoticePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({ statusCode: '12' });
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const label = t('stock.action.createCheckTask');

  const create = () =>
    modal.confirm({
      title: t('stock.confirmTitle', { action: label, count: selected.length }),
      content: t('stock.confirmAction.createCheckTask'),
      onOk: async () => {
        await planAction('createCheckTask', selected);
        message.success(t('stock.done', { action: label, count: selected.length }));
        setReloads((n) => n + 1);
      },
    });

  return (
    <div className="wms-list" data-testid="task-notice-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('field.checkNo')} enterButton={t('check.search')} onSearch={(value) => setCondition({ statusCode: '12', checkNo: value.trim() || undefined })} data-testid="task-notice-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('check.plans')}>
        <div className="wms-toolbar">
          <Space>
            <Button type="primary" disabled={selected.length === 0} onClick={create} data-testid="task-notice-create">
              {label}
            </Button>
          </Space>
        </div>
        <CheckTable list={PLAN_LIST} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} testId="task-notice-table" />
      </Card>
    </div>
  );
}
