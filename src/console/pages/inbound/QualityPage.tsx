/**
 * Inbound quality document (inspection documents): the inspections made by receipts, newest
 * first, with their progress; "Inspect" (one inspection still open; isCheck) opens the inspect
 * drawer where each line's result is recorded (src/shared/documents/inspection.ts).
 */
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRecord } from '../../../shared/documents/inspection.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { InspectDrawer } from './InspectDrawer.tsx';
import { INSPECTIONS } from './quality-api.ts';

const COLUMNS: CheckColumn[] = [
  { field: 'qcNo' }, { field: 'docType', enumMid: 'DOC_TYPE' }, { field: 'docNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' },
  { field: 'lineCount' }, { field: 'inspectedCount' }, { field: 'updateDate', kind: 'datetime' },
];

export function QualityPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [working, setWorking] = useState<CheckRow | undefined>();

  const canInspect = selected.length === 1 && canRecord(String(selected[0].statusCode)) && menu.permissions.isCheck === true;
  return (
    <div className="wms-list" data-testid="quality-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={`${t('field.qcNo')} / ${t('field.docNo')}`} enterButton={t('quality.search')} onSearch={(value) => setCondition({ keyword: value.trim() || undefined })} data-testid="quality-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space wrap>
            <Button type="primary" disabled={!canInspect} onClick={() => setWorking(selected[0])} data-testid="quality-inspect">
              {t('quality.inspect')}
            </Button>
          </Space>
        </div>
        <CheckTable list={INSPECTIONS} columns={COLUMNS} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} testId="quality-table" />
      </Card>
      <InspectDrawer inspection={working} canRecord={menu.permissions.isCheck === true} onClose={() => { setWorking(undefined); setSelected([]); setReloads((n) => n + 1); }} />
    </div>
  );
}
