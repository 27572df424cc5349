/**
 * The received lines of an arrival note in its detail drawer (walk 12-24 defect 4, record 0970):
 * the ASN it received, then per line item, lot, expected and counted quantity, the pallet's SSCC
 * (whole, monospace), the cell and stock status it went into and the dock's discrepancy; read from
 * IInArriveService/getReceiptLines (arrival-receipt.ts).
 */
import { Descriptions, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { EntityRow } from '../../entity/entity-api.ts';

type Line = {
  lineNo: number; itemNo: string; itemName: string; lotNo: string; expected: string; counted: string;
  sscc: string; cellNo: string | null; stockStatus: string | null; outcome: string | null;
};
type Receipt = { docNo: string; asnNo: string | null; asnId: number | null; lines: Line[] };

export function ArrivalReceiptLines({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<Receipt | undefined>();
  const docNo = String(row.inArriveNo ?? '');
  useEffect(() => {
    setReceipt(undefined);
    if (docNo) call<Receipt>('IInArriveService', 'getReceiptLines', { docNo }).then(setReceipt).catch(() => undefined);
  }, [docNo]);
  if (!receipt) return null;
  const label = (key: string) => t(`inbound.receiptLines.${key}`);
  return (
    <div data-testid="arrival-receipt">
      <Descriptions className="wms-detail-block" bordered size="small" column={1}
        items={[{ key: 'asnNo', label: label('asnNo'), children: <span data-testid="arrival-asn">{receipt.asnNo ?? label('noAsn')}</span> }]} />
      <Table<Line> size="small" pagination={false} rowKey="lineNo" dataSource={receipt.lines} scroll={{ x: 'max-content' }} data-testid="arrival-receipt-lines"
        title={() => label('title')}
        columns={[
          { key: 'lineNo', dataIndex: 'lineNo', title: label('lineNo') },
          { key: 'itemNo', title: label('itemNo'), render: (_: unknown, line: Line) => `${line.itemNo} ${line.itemName === line.itemNo ? '' : line.itemName}`.trim() },
          { key: 'lotNo', dataIndex: 'lotNo', title: label('lotNo') },
          { key: 'expected', dataIndex: 'expected', title: label('expected'), align: 'right' },
          { key: 'counted', dataIndex: 'counted', title: label('counted'), align: 'right' },
          { key: 'sscc', dataIndex: 'sscc', title: label('sscc'), render: (sscc: string) => <span className="wms-code">{sscc}</span> },
          { key: 'cellNo', dataIndex: 'cellNo', title: label('cellNo') },
          { key: 'stockStatus', dataIndex: 'stockStatus', title: label('stockStatus'), render: (code: string | null) => (code ? t(`enum.STOCK_STATUS.${code}`) : '') },
          { key: 'outcome', dataIndex: 'outcome', title: label('outcome'),
            render: (outcome: string | null) => (outcome ? <Tag color="orange">{t(`portal.timeline.claims.kind.${outcome}`)}</Tag> : label('none')) },
        ]} />
    </div>
  );
}
