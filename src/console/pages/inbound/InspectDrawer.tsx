/**
 * Inspecting one inspection document (IInQcService record): its lines with what to check and the
 * sample size; an open line takes passed, failed and concession quantities (passed starts at the
 * whole quantity, the others at 0) and a remark, and is recorded on its own. The server refuses a
 * result that does not add up to the line's quantity (shown by request.ts on the fields); after a
 * record or a refusal the lines reload.
 */
import { App, Button, Drawer, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPage, type CheckRow } from '../stockcheck/check-api.ts';
import { INSPECTION_LINES, recordLine, type LineResult } from './quality-api.ts';

type Props = { inspection: CheckRow | undefined; canRecord: boolean; onClose: () => void };
const QUANTITIES = ['passQty', 'failQty', 'concessionQty'] as const;

export function InspectDrawer({ inspection, canRecord, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lines, setLines] = useState<CheckRow[]>([]);
  const [entries, setEntries] = useState<Record<number, Partial<LineResult>>>({});
  const [busy, setBusy] = useState(false);

  const load = () => {
    if (inspection) listPage(INSPECTION_LINES, 1, 1000, { qcId: inspection.id }).then((page) => setLines(page.records)).catch(() => undefined);
  };
  useEffect(load, [inspection]);

  const resultOf = (line: CheckRow): LineResult => {
    const entry = entries[Number(line.lineNo)] ?? {};
    return { passQty: entry.passQty ?? String(line.qty), failQty: entry.failQty ?? '0', concessionQty: entry.concessionQty ?? '0', remark: entry.remark };
  };
  const record = async (line: CheckRow) => {
    if (!inspection) return;
    setBusy(true);
    try {
      const result = resultOf(line);
      await recordLine(inspection.id, Number(line.lineNo), { ...result, passQty: result.passQty.trim(), failQty: result.failQty.trim(), concessionQty: result.concessionQty.trim() });
      setEntries((e) => ({ ...e, [Number(line.lineNo)]: {} }));
      message.success(t('quality.recorded', { lineNo: line.lineNo }));
    } finally {
      setBusy(false);
      load();
    }
  };
  const edit = (lineNo: number, change: Partial<LineResult>) => setEntries((e) => ({ ...e, [lineNo]: { ...e[lineNo], ...change } }));

  const quantityColumn = (field: (typeof QUANTITIES)[number]) => ({
    key: field,
    title: t(`field.${field}`),
    render: (_value: unknown, line: CheckRow) =>
      line.statusCode === '10' ? (
        <Input size="small" style={{ width: 90 }} value={resultOf(line)[field]} onChange={(e) => edit(Number(line.lineNo), { [field]: e.target.value })} data-testid={`qc-${field}-${String(line.lineNo)}`} />
      ) : String(line[field] ?? ''),
  });
  const columns: TableColumnsType<CheckRow> = [
    { key: 'lineNo', dataIndex: 'lineNo', title: t('field.lineNo') },
    { key: 'itemNo', dataIndex: 'itemNo', title: t('field.itemNo') },
    { key: 'lotNo', dataIndex: 'lotNo', title: t('field.lotNo') },
    { key: 'qty', dataIndex: 'qty', title: t('field.qty'), align: 'right' },
    { key: 'sampleQty', dataIndex: 'sampleQty', title: t('field.sampleQty'), align: 'right' },
    { key: 'checkItems', dataIndex: 'checkItems', title: t('field.checkItems') },
    ...QUANTITIES.map(quantityColumn),
    { key: 'quarantineCellNo', dataIndex: 'quarantineCellNo', title: t('field.quarantineCellNo') },
    {
      key: 'remark',
      title: t('field.remark'),
      render: (_value: unknown, line: CheckRow) =>
        line.statusCode === '10' ? (
          <Input size="small" value={entries[Number(line.lineNo)]?.remark ?? ''} onChange={(e) => edit(Number(line.lineNo), { remark: e.target.value })} data-testid={`qc-remark-${String(line.lineNo)}`} />
        ) : String(line.remark ?? ''),
    },
    {
      key: 'record',
      title: '',
      render: (_value: unknown, line: CheckRow) =>
        line.statusCode === '10' ? (
          <Button size="small" type="primary" disabled={!canRecord || busy} onClick={() => void record(line)} data-testid={`qc-record-${String(line.lineNo)}`}>
            {t('quality.record')}
          </Button>
        ) : t('enum.DOC_STATUS.30'),
    },
  ];
  return (
    <Drawer open={inspection !== undefined} onClose={onClose} size="85%" title={t('quality.inspectionOf', { qcNo: inspection?.qcNo ?? '', docNo: inspection?.docNo ?? '' })} destroyOnHidden>
      <Table<CheckRow> rowKey="id" size="small" columns={columns} dataSource={lines} pagination={false} data-testid="qc-lines" />
    </Drawer>
  );
}
