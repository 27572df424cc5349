/**
 * Put away on the handheld (issue 28 "Put away: my tasks, the proposed cell, scan cell to confirm,
 * override with a reason"; console shelf-task 110305 calls): the open putaway tasks of the
 * warehouse assigned to the user or to nobody (the user's first), picked by a tap or by scanning
 * the task or document number; then each open line on its own screen with the proposed cell:
 * scanning that cell confirms (IInPutawayTaskService/confirm { taskId, lineNo, cellNo }), scanning
 * another first asks the server whether that cell takes the line (IInPutawayTaskService/checkCell:
 * a refusal names its rule, record 1052; offline the confirm judges it), then asks why (PUTAWAY_OVERRIDE_REASONS; 'other' with a short text, reasonText) and confirms
 * into it with the reason (the server's putaway rules still judge the cell and say why they refuse
 * it: record 1010). After a sent confirm the task's open lines are read again, so a line the server
 * re-proposed shows its new cell. Confirmations go through the offline queue: without network the
 * line counts as done on the device and is sent once later.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUTAWAY_OVERRIDE_REASONS, type PutawayOverrideReason } from '../../../shared/documents/putaway-task.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, Notice, Screen } from '../../ui.tsx';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { confirmWith, listRows } from '../flow-calls.ts';
import { TaskList } from '../TaskList.tsx';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';

type Task = { id: number; taskNo: string; docNo: string; statusCode: string; isSuspend: number | boolean; workerNo: string | null; lineCount: number; doneCount: number };
type Line = { lineNo: number; itemNo: string; lotNo: string; containerNo: string; qty: string; cellNo: string; proposedCellNo: string | null; statusCode: string };
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;

const OPEN_LINE = '10';
const TASK = 'IInPutawayTaskService';

export default function PutawayFlow({ menu, session, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('putaway');
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [task, setTask] = useState<Task | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [override, setOverride] = useState<string | null>(null);
  const [otherText, setOtherText] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const loadTasks = useCallback(async () => {
    setTasks(null);
    const rows = (await Promise.all(['10', '15'].map((statusCode) => listRows<Task>(TASK, 'list', { warehouseNo: warehouse.warehouseNo, statusCode })))).flat();
    const open = rows.filter((row) => !row.isSuspend && (!row.workerNo || row.workerNo === session.userNo));
    setTasks(open.sort((a, b) => Number(b.workerNo === session.userNo) - Number(a.workerNo === session.userNo) || a.taskNo.localeCompare(b.taskNo)));
  }, [warehouse.warehouseNo, session.userNo]);
  useEffect(() => {
    loadTasks().catch(() => setTasks([]));
  }, [loadTasks]);

  const readLines = async (chosen: Task) => {
    const rows = await listRows<Line>('IInPutawayLineService', 'list', { taskId: chosen.id });
    setLines(rows.filter((row) => row.statusCode === OPEN_LINE));
  };
  const open = async (chosen: Task) => {
    setMessage(null);
    await readLines(chosen);
    setTask(chosen);
  };
  const line = lines[0];

  const confirm = async (cellNo: string, reason?: PutawayOverrideReason, reasonText?: string) => {
    if (!task || !line || busy) return;
    setBusy(true);
    const facts = { itemNo: line.itemNo, qty: line.qty, cellNo, taskNo: task.taskNo };
    const result = await confirmWith(queue, scanner, {
      service: TASK, method: 'confirm', body: { taskId: task.id, lineNo: line.lineNo, cellNo, ...(reason ? { reason } : {}), ...(reasonText ? { reasonText } : {}) }, flow: menu.url, label: t('label', facts),
    });
    setBusy(false);
    setOverride(null);
    setOtherText(null);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('done', facts) });
    setLines((rest) => rest.slice(1));
    if (result.outcome === 'sent') await readLines(task).catch(() => undefined);
  };
  const sendOther = () => {
    if (!override) return;
    if (!otherText?.trim()) return setMessage({ kind: 'bad', text: t('otherRequired') });
    void confirm(override, 'other', otherText.trim());
  };
  const cancelOverride = () => {
    setOverride(null);
    setOtherText(null);
  };

  // Another cell is judged by the server before its reason is asked; offline the confirm judges it later.
  const checkOverride = async (cellNo: string) => {
    if (!task || !line) return;
    setBusy(true);
    try {
      await pdaCall(TASK, 'checkCell', { taskId: task.id, lineNo: line.lineNo, cellNo });
    } catch (error) {
      if (error instanceof PdaRefusal) {
        setBusy(false);
        scanner.bad();
        return setMessage({ kind: 'bad', text: error.message });
      }
    }
    setBusy(false);
    scanner.bad();
    setMessage({ kind: 'bad', text: t('wrongCell', { cellNo, proposed: line.proposedCellNo ?? '' }) });
    setOverride(cellNo);
  };

  useScans(scanner, (scan) => {
    if (busy || override) return;
    if (!task) {
      const found = tasks?.find((row) => row.taskNo === scan.text || row.docNo === scan.text);
      if (found) return void open(found).then(() => scanner.good());
      scanner.bad();
      return setMessage({ kind: 'bad', text: t('unknownTask', { code: scan.text }) });
    }
    if (!line) return;
    if (scan.text === line.proposedCellNo) return void confirm(scan.text);
    void checkOverride(scan.text);
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  if (!task) {
    return (
      <TaskList ns="putaway" testId="putaway-tasks" tasks={tasks} notice={notice} scanner={scanner} onHome={nav.home} onRefresh={() => void loadTasks()} onOpen={(row) => void open(row)}
        render={(row) => ({ key: row.id, testId: `task-${row.taskNo}`, title: `${row.taskNo}${row.workerNo === session.userNo ? ` · ${t('mine')}` : ''}`, detail: `${row.docNo} · ${t('lines', { done: row.doneCount, count: row.lineCount })}` })} />
    );
  }
  const back = () => {
    setTask(null);
    cancelOverride();
    void loadTasks();
  };
  if (!line) {
    return (
      <Screen title={task.taskNo} onBack={back} backLabel={t('tasks')} testId="putaway-done" actions={<Button primary onClick={back}>{t('nextTask')}</Button>}>
        {notice}
        <Notice kind="good">{t('taskDone', { taskNo: task.taskNo })}</Notice>
      </Screen>
    );
  }
  if (override && otherText !== null) {
    return (
      <Screen title={t('reason.other')} onBack={() => setOtherText(null)} backLabel={t('common.back', { ns: 'pda' })} testId="putaway-other"
        actions={<><Button primary onClick={sendOther} disabled={busy} testId="other-send">{t('otherSend')}</Button><Button onClick={cancelOverride}>{t('common.cancel', { ns: 'pda' })}</Button></>}>
        {notice}
        <label className="pda-field">
          <span>{t('otherText', { cellNo: override })}</span>
          <input className="pda-input" maxLength={100} autoComplete="off" data-testid="other-text" value={otherText} onChange={(e) => setOtherText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && sendOther()} />
        </label>
      </Screen>
    );
  }
  if (override) {
    return (
      <Screen title={t('reasonTitle')} onBack={cancelOverride} backLabel={t('common.back', { ns: 'pda' })} testId="putaway-reason"
        actions={<Button onClick={cancelOverride}>{t('common.cancel', { ns: 'pda' })}</Button>}>
        {notice}
        <p>{t('reasonHint', { cellNo: override, proposed: line.proposedCellNo ?? '' })}</p>
        <div className="pda-list">
          {PUTAWAY_OVERRIDE_REASONS.map((reason) => (
            <Button key={reason} onClick={() => (reason === 'other' ? setOtherText('') : void confirm(override, reason))} disabled={busy} testId={`reason-${reason}`}>{t(`reason.${reason}`)}</Button>
          ))}
        </div>
      </Screen>
    );
  }
  return (
    <Screen title={`${t('line')} · ${task.taskNo}`} onBack={back} backLabel={t('tasks')} testId="putaway-line">
      {notice}
      <Facts rows={[
        [t('proposed'), line.proposedCellNo ?? '—', 'proposed-cell'],
        [t('item'), line.itemNo, 'line-item'],
        [t('qty'), line.qty, 'line-qty'],
        ...(line.lotNo ? [[t('lot'), line.lotNo] as [string, string]] : []),
        ...(line.containerNo ? [[t('container'), line.containerNo] as [string, string]] : []),
        [t('from'), line.cellNo],
      ]} />
      <ScanField scanner={scanner} label={t('scanCell')} />
    </Screen>
  );
}
