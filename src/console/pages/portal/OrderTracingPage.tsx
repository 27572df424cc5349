/**
 * Supplier portal Orders > Order tracing (SUP 5302; issue 14): per purchase-order line the ordered,
 * answered, shipped-on-ASN, received and open quantities (ISrmPurchaseService/getordertracing, the
 * supplier's own lines only); choosing a line drills down to the ASNs shipping it (number, check
 * status as the supplier is shown it, dates, shipped and received quantities).
 */
import { Card, Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { AsnStatus } from './AsnStatus.tsx';
import { ITEM_COLUMNS } from './item-label.ts';

// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const LIST: ListCall = ['ISrmPurchaseService', 'getordertracing'];
const COLUMNS: CheckColumn[] = [
  { field: 'purchaseNo' }, { field: 'purchaseSeq' }, { field: 'purchaseBatchSeq' }, ...ITEM_COLUMNS, { field: 'expectArrivalDate' },
  { field: 'answerStatus', enumMid: 'ANSWER_STATUS' }, { field: 'orderedQty', kind: 'qty' }, { field: 'answeredQty', kind: 'qty' },
  { field: 'asnShippedQty', kind: 'qty' }, { field: 'receivedQty', kind: 'qty' }, { field: 'openQty', kind: 'qty' },
];

type AsnOfLine = { asnId: number; asnNo: string; checkStatus: string; deliveryDate: string; expectedArrivalDate: string; deliveryQty: string; receiveQty: string };

export function OrderTracingPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const line = selected.length === 1 ? selected[0] : undefined;
  const asns = (line?.asns ?? []) as AsnOfLine[];

  return (
    <div className="wms-list" data-testid="order-tracing-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}>
        <CheckTable list={LIST} columns={COLUMNS} condition={NO_CONDITION} selected={selected} onSelect={setSelected} testId="order-tracing-table" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={line ? t('portal.tracing.asns', { purchaseNo: line.purchaseNo, purchaseSeq: line.purchaseSeq }) : t('portal.tracing.chooseLine')}>
        {line && (
          <Table<AsnOfLine>
            data-testid="order-tracing-asns"
            rowKey="asnId"
            size="small"
            pagination={false}
            dataSource={asns}
            locale={{ emptyText: <Empty description={t('portal.tracing.noAsns')} /> }}
            columns={[
              { key: 'asnNo', dataIndex: 'asnNo', title: t('field.asnNo') },
              { key: 'checkStatus', dataIndex: 'checkStatus', title: t('field.checkStatus'), render: (value: string) => <AsnStatus status={value} /> },
              { key: 'deliveryDate', dataIndex: 'deliveryDate', title: t('field.deliveryDate') },
              { key: 'expectedArrivalDate', dataIndex: 'expectedArrivalDate', title: t('field.expectedArrivalDate') },
              { key: 'deliveryQty', dataIndex: 'deliveryQty', title: t('field.deliveryQty'), align: 'right', render: (value: string) => String(Number(value)) },
              { key: 'receiveQty', dataIndex: 'receiveQty', title: t('field.receiveQty'), align: 'right', render: (value: string) => String(Number(value)) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
