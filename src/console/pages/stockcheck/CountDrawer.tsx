/**
 * Counting one task (IChkTaskBodyService list, IChkCheckStockTransactionService update by id):
 * its lines with a counted-quantity box each, saved line by line with the line's version (a stale
 * line is refused and the lines reload). A blind task shows no book quantity: the server never
 * sends it. "Add found stock" (canModify, the task open and not suspended as last read) opens
 * FoundStockDialog at the task's current version, reread with the lines after every change.
 * Counting by scan (CountScan): cell, then items, each scan counting one; "Save counted" saves
 * every entered line.
 */
import { App, Alert, Button, Drawer, InputNumber, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODE_BLIND, TASK_OPEN } from '../../../shared/documents/check-codes.ts';
import { listPage, saveCount, TASK_LINES, TASK_LIST, type CheckRow } from './check-api.ts';
import { CountScan } from './CountScan.tsx';
import { FoundStockDialog } from './FoundStockDialog.tsx';

type Props = { task: CheckRow | undefined; canModify: boolean; onClose: () => void };

export function CountDrawer({ task, canModify, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lines, setLines] = useState<CheckRow[]>([]);
  const [entered, setEntered] = useState<Record<number, string>>({});
  const [reloads, setReloads] = useState(0);
  const [current, setCurrent] = useState<CheckRow | undefined>();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!task) return;
    listPage(TASK_LINES, 1, 1000, { taskNo: task.taskNo }).then((page) => setLines(page.records)).catch(() => undefined);
    listPage(TASK_LIST, 1, 100, { checkNo: task.checkNo, keyword: task.taskNo })
      .then((page) => setCurrent(page.records.find((row) => row.id === task.id)))
      .catch(() => undefined);
  }, [task, reloads]);

  const saveAll = async () => {
    let saved = 0;
    try {
      for (const line of lines.filter((l) => entered[l.id] !== undefined && entered[l.id] !== '')) {
        await saveCount(line, entered[line.id]);
        saved += 1;
        setEntered(({ [line.id]: _saved, ...rest }) => rest);
      }
      message.success(t('check.savedAll', { count: saved }));
    } finally {
      setReloads((n) => n + 1);
    }
  };

  const save = async (line: CheckRow) => {
    const value = entered[line.id];
    if (value === undefined) return;
    try {
      await saveCount(line, value);
      message.success(t('check.saved'));
      setEntered(({ [line.id]: _saved, ...rest }) => rest);
    } finally {
      setReloads((n) => n + 1);
    }
  };

  const blind = task?.checkModeNo === MODE_BLIND;
  // The last read of this task (a read of the previously opened one does not count).
  const live = current !== undefined && current.id === task?.id ? current : undefined;
  const canAdd = canModify && live !== undefined && TASK_OPEN.includes(String(live.statusCode)) && !live.isSuspend;
  const columns: TableColumnsType<CheckRow> = [
    { key: 'lineNo', dataIndex: 'lineNo', title: t('field.lineNo') },
    { key: 'cellNo', dataIndex: 'cellNo', title: t('field.cellNo') },
    { key: 'itemNo', dataIndex: 'itemNo', title: t('field.itemNo') },
    { key: 'itemName', dataIndex: 'itemName', title: t('field.itemName') },
    { key: 'lotNo', dataIndex: 'lotNo', title: t('field.lotNo') },
    ...(blind ? [] : [{ key: 'bookQty', dataIndex: 'bookQty', title: t('field.bookQty'), align: 'right' as const }]),
    {
      key: 'countQty',
      title: t('field.countQty'),
      render: (_value: unknown, line: CheckRow) => (
        <InputNumber<string>
          min="0"
          stringMode
          value={entered[line.id] ?? (line.countQty as string | null) ?? null}
          onChange={(value) => setEntered((e) => ({ ...e, [line.id]: value === null ? '' : String(value) }))}
          data-testid={`count-qty-${String(line.lineNo)}`}
        />
      ),
    },
    {
      key: 'save',
      title: '',
      render: (_value: unknown, line: CheckRow) => (
        <Button size="small" disabled={!entered[line.id]} onClick={() => void save(line)} data-testid={`count-save-${String(line.lineNo)}`}>
          {t('check.save')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer open={task !== undefined} onClose={onClose} size="75%" title={task && t('check.countOf', { taskNo: task.taskNo })} destroyOnHidden>
      {blind && <Alert type="info" showIcon title={t('check.blindHint')} className="wms-form-card" />}
      {canModify && (
        <CountScan lines={lines} entered={entered} disabled={!canAdd} onCount={(line, qty) => setEntered((e) => ({ ...e, [line.id]: qty }))} onSaveAll={saveAll} />
      )}
      {canModify && (
        <div className="wms-toolbar">
          <Button disabled={!canAdd} onClick={() => setAdding(true)} data-testid="found-add">
            {t('check.found.button')}
          </Button>
        </div>
      )}
      <Table<CheckRow> data-testid="count-lines" rowKey="id" size="small" columns={columns} dataSource={lines} pagination={false} />
      {adding && live && (
        <FoundStockDialog task={live} onClose={() => setAdding(false)} onAdded={() => { setAdding(false); setReloads((n) => n + 1); }} />
      )}
    </Drawer>
  );
}
