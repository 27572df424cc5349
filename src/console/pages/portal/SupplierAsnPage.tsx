/**
 * Supplier portal Delivery > ASN list (SUP 5101): the supplier's notices through
 * ISrmAsnService/getasnlist (a refused notice reads "pending approval"), and for the selected
 * notice its SSCC labels and ASN document as PDF (printasnlabels, printasndocument), opened in a
 * new window.
 */
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../request.ts';
import type { MenuNode } from '../../store/session-store.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow } from '../stockcheck/check-api.ts';

const LIST = ['ISrmAsnService', 'getasnlist'] as const;
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, { field: 'checkStatus', enumMid: 'ASN_STATUS' }, { field: 'deliveryStatus', enumMid: 'DELIVERY_STATUS' }, { field: 'warehouseNo' },
  { field: 'deliveryDate' }, { field: 'expectedArrivalDate' }, { field: 'deliveryQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' },
  { field: 'unreceivedQty', kind: 'qty' }, { field: 'carNo' }, { field: 'trackingNo' },
];

type PrintAnswer = { fileName: string; contentType: string; content: string };

export function SupplierAsnPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const print = async (method: 'printasnlabels' | 'printasndocument') => {
    const answer = await call<PrintAnswer>('ISrmAsnService', method, { id: selected[0].id });
    const bytes = Uint8Array.from(atob(answer.content), (c) => c.charCodeAt(0));
    window.open(URL.createObjectURL(new Blob([bytes], { type: answer.contentType })), '_blank');
  };
  const canPrint = Boolean(menu.permissions.isPrint) && selected.length === 1;
  return (
    <div className="wms-list" data-testid="supplier-asn-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={
          <Space>
            <Button disabled={!canPrint} onClick={() => void print('printasnlabels')} data-testid="asn-print-labels">{t('portal.action.labels')}</Button>
            <Button disabled={!canPrint} onClick={() => void print('printasndocument')} data-testid="asn-print-document">{t('portal.action.document')}</Button>
          </Space>
        }>
        <CheckTable list={LIST} columns={COLUMNS} condition={{}} selected={selected} onSelect={setSelected} testId="supplier-asn-table" />
      </Card>
    </div>
  );
}
