/**
 * Putting one task away (IInPutawayTaskService confirm): its lines with the proposed cell; an
 * open line takes a scanned cell and a part quantity (empty: the proposal and the whole line) and
 * is confirmed on its own, or every open line with a proposal at once ("Accept all proposals",
 * line by line in order). An open line that a short allocated outbound notice waits for (crossDockNo,
 * crossDockQty of the line list) shows "Cross-dock": that quantity goes to the staging cell reserved
 * for the notice instead (IInPutawayTaskService crossDock). Each confirm and cross-dock carries a new
 * request id; afterwards, or after a refusal (shown by request.ts), the lines reload.
 */
import { App, Button, Drawer, Input, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPage, type CheckRow } from '../stockcheck/check-api.ts';
import { confirmLine, crossDockLine, PUTAWAY_LINES } from './putaway-api.ts';

type Props = { task: CheckRow | undefined; canConfirm: boolean; onClose: () => void };
type Entry = { cellNo?: string; qty?: string };

export function PutawayDrawer({ task, canConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lines, setLines] = useState<CheckRow[]>([]);
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [busy, setBusy] = useState(false);

  const load = () => {
    if (task) listPage(PUTAWAY_LINES, 1, 1000, { taskId: task.id }).then((page) => setLines(page.records)).catch(() => undefined);
  };
  useEffect(load, [task]);

  const open = lines.filter((line) => line.statusCode === '10');
  const confirm = async (targets: CheckRow[]) => {
    if (!task) return;
    setBusy(true);
    try {
      for (const line of targets) {
        const entry = entries[Number(line.lineNo)] ?? {};
        await confirmLine(task.id, Number(line.lineNo), entry.cellNo?.trim(), entry.qty?.trim());
      }
      setEntries({});
      message.success(t('inbound.putAwayDone', { count: targets.length }));
    } finally {
      setBusy(false);
      load();
    }
  };
  const crossDock = async (line: CheckRow) => {
    if (!task) return;
    setBusy(true);
    try {
      const answer = await crossDockLine(task.id, Number(line.lineNo));
      message.success(t('inbound.crossDocked', answer.crossDock));
    } finally {
      setBusy(false);
      load();
    }
  };
  const edit = (lineNo: number, change: Entry) => setEntries((e) => ({ ...e, [lineNo]: { ...e[lineNo], ...change } }));

  const columns: TableColumnsType<CheckRow> = [
    { key: 'lineNo', dataIndex: 'lineNo', title: t('field.lineNo') },
    { key: 'itemNo', dataIndex: 'itemNo', title: t('field.itemNo') },
    { key: 'lotNo', dataIndex: 'lotNo', title: t('field.lotNo') },
    { key: 'qty', dataIndex: 'qty', title: t('field.qty'), align: 'right' },
    { key: 'cellNo', dataIndex: 'cellNo', title: t('field.cellNo') },
    { key: 'proposedCellNo', dataIndex: 'proposedCellNo', title: t('field.proposedCellNo'), render: (value: unknown) => (value ? String(value) : t('inbound.noProposal')) },
    {
      key: 'scan',
      title: t('inbound.scanCell'),
      render: (_value: unknown, line: CheckRow) =>
        line.statusCode === '10' ? (
          <Input size="small" value={entries[Number(line.lineNo)]?.cellNo ?? ''} onChange={(e) => edit(Number(line.lineNo), { cellNo: e.target.value })} data-testid={`putaway-cell-${String(line.lineNo)}`} />
        ) : String(line.toCellNo ?? ''),
    },
    {
      key: 'partQty',
      title: t('inbound.partQty'),
      render: (_value: unknown, line: CheckRow) =>
        line.statusCode === '10' ? (
          <Input size="small" value={entries[Number(line.lineNo)]?.qty ?? ''} onChange={(e) => edit(Number(line.lineNo), { qty: e.target.value })} data-testid={`putaway-qty-${String(line.lineNo)}`} />
        ) : null,
    },
    {
      key: 'crossDock',
      title: t('inbound.crossDock'),
      render: (_value: unknown, line: CheckRow) =>
        line.crossDockNo ? (
          <Button size="small" disabled={!canConfirm || busy} onClick={() => void crossDock(line)} data-testid={`putaway-crossdock-${String(line.lineNo)}`}>
            {t('inbound.crossDockTo', { qty: line.crossDockQty, outNoticeNo: line.crossDockNo })}
          </Button>
        ) : null,
    },
    {
      key: 'confirm',
      title: '',
      render: (_value: unknown, line: CheckRow) =>
        line.statusCode === '10' ? (
          <Button size="small" disabled={!canConfirm || busy} onClick={() => void confirm([line])} data-testid={`putaway-confirm-${String(line.lineNo)}`}>
            {t('inbound.putAway')}
          </Button>
        ) : t('enum.DOC_STATUS.30'),
    },
  ];
  return (
    <Drawer open={task !== undefined} onClose={onClose} size="75%" title={t('inbound.taskOf', { taskNo: task?.taskNo ?? '' })} destroyOnHidden>
      <Space className="wms-toolbar">
        <Button type="primary" disabled={!canConfirm || busy || !open.some((line) => line.proposedCellNo)} onClick={() => void confirm(open.filter((line) => line.proposedCellNo))} data-testid="putaway-accept-all">
          {t('inbound.acceptAll')}
        </Button>
      </Space>
      <Table<CheckRow> rowKey="id" size="small" columns={columns} dataSource={lines} pagination={false} data-testid="putaway-lines" />
    </Drawer>
  );
}
