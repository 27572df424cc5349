/**
 * Count on the handheld (issue 28 "Count: my count tasks, blind count by scan, recount on
 * variance"; console count tasks 130203, IChkTaskHeadService / IChkTaskBodyService /
 * IChkCheckStockTransactionService): the open count tasks of the warehouse (to count or counting,
 * not suspended) of the user or of nobody, the user's first, by a tap or a scanned task or plan
 * number; then each uncounted line on its own screen: scan its cell (a wrong cell is refused on the
 * device), scan the item once per unit (a GS1 count, AI 30/37, adds its count) or type the count,
 * Confirm count (updatechkcheckstocktransactionbyid { id, version, countQty }, through the offline
 * queue). A blind plan shows no book quantity (the server leaves it out). When every line is counted
 * and sent, Finish the task ends it (IChkTaskHeadService/end, online: it needs the task's current
 * version); the server then creates a recount task for a variance, which the task list offers next.
 * Going back to the list reads it again, so its "n of m lines counted" is current (walk 14-28 #11).
 * An item found in the cell (scanned at the cell, on no line of the task there) is offered "Found
 * P019 in this cell: add it to the count?"; yes counts it by scans or typing and records it as a new
 * counted line of the task (the console's addchkcheckstocktransaction { taskId, version, cellNo,
 * itemNo, countQty }, online: it needs the task's current version), book 0, so the plan's
 * differences post it; nothing of its book is shown (walk 14-28 #1).
 */
import Decimal from 'decimal.js';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../../client/use-observable.ts';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, Notice, QtyField, Screen } from '../../ui.tsx';
import { confirmWith, listRows } from '../flow-calls.ts';
import { TaskList } from '../TaskList.tsx';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';

type Task = { id: number; version: number; taskNo: string; checkNo: string; round: number; counterNo: string | null; statusCode: string; isSuspend: boolean; lineCount: number; countedCount: number };
type Line = { id: number; version: number; cellNo: string; itemNo: string; itemName: string | null; lotNo: string; containerNo: string; bookQty: string | null; countQty: string | null };
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;
const TASK = 'IChkTaskHeadService';

async function openTasks(warehouseNo: string, userNo: string): Promise<Task[]> {
  const rows = (await Promise.all(['10', '15'].map((statusCode) => listRows<Task>(TASK, 'list', { warehouseNo, statusCode })))).flat();
  const open = rows.filter((row) => !row.isSuspend && (!row.counterNo || row.counterNo === userNo));
  return open.sort((a, b) => Number(b.counterNo === userNo) - Number(a.counterNo === userNo) || a.taskNo.localeCompare(b.taskNo));
}

export default function CountFlow({ menu, session, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('count');
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [task, setTask] = useState<Task | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [atCell, setAtCell] = useState(false);
  const [qty, setQty] = useState('0');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ itemNo: string; counting: boolean; qty: string } | null>(null);
  const waiting = useObservable(queue.entries$, []).filter((entry) => entry.flow === menu.url && entry.state === 'waiting').length;
  const open = lines.filter((l) => l.countQty === null);
  const line = open[0];
  const bad = (text: string) => {
    scanner.bad();
    setMessage({ kind: 'bad', text });
  };

  const loadTasks = useCallback(async () => {
    setTasks(null);
    setTasks(await openTasks(warehouse.warehouseNo, session.userNo));
  }, [warehouse.warehouseNo, session.userNo]);
  useEffect(() => {
    loadTasks().catch(() => setTasks([]));
  }, [loadTasks]);

  const leave = () => {
    setTask(null);
    setFound(null);
    loadTasks().catch(() => setTasks([]));
  };
  const currentTask = async (chosen: Task): Promise<Task> =>
    (await listRows<Task>(TASK, 'list', { warehouseNo: warehouse.warehouseNo, checkNo: chosen.checkNo })).filter((row) => row.id === chosen.id)[0];
  const addFound = async () => {
    if (!task || !line || !found || busy) return;
    if (!/^\d{1,14}(\.\d{1,6})?$/.test(found.qty) || Number(found.qty) <= 0) return bad(t('foundQtyBad'));
    setBusy(true);
    try {
      const current = await currentTask(task);
      const answer = await pdaCall<{ line: Line }>('IChkCheckStockTransactionService', 'addchkcheckstocktransaction', { taskId: task.id, version: current.version, cellNo: line.cellNo, itemNo: found.itemNo, countQty: found.qty });
      scanner.good();
      setMessage({ kind: 'good', text: t('foundSaved', { itemNo: found.itemNo, qty: found.qty, cellNo: line.cellNo }) });
      setLines((all) => [...all, { ...answer.line, itemName: null, bookQty: null }]);
      setFound(null);
    } catch (error) {
      bad(error instanceof PdaRefusal ? error.message : t('common.needsNetwork', { ns: 'pda' }));
    } finally {
      setBusy(false);
    }
  };

  const start = async (chosen: Task) => {
    setMessage(null);
    setFound(null);
    setLines(await listRows<Line>('IChkTaskBodyService', 'list', { taskNo: chosen.taskNo }));
    setTask(chosen);
    setAtCell(false);
  };
  const save = async () => {
    if (!task || !line || busy) return;
    if (!/^\d{1,14}(\.\d{1,6})?$/.test(qty)) return bad(t('countBad'));
    setBusy(true);
    const facts = { itemNo: line.itemNo, cellNo: line.cellNo, qty, taskNo: task.taskNo };
    const result = await confirmWith(queue, scanner, {
      service: 'IChkCheckStockTransactionService', method: 'updatechkcheckstocktransactionbyid', body: { id: line.id, version: line.version, countQty: qty }, flow: menu.url, label: t('label', facts),
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('saved', facts) });
    setLines((all) => all.map((l) => (l.id === line.id ? { ...l, countQty: qty } : l)));
    setAtCell(false);
  };
  const end = async () => {
    if (!task) return;
    setBusy(true);
    try {
      const current = await currentTask(task);
      await pdaCall(TASK, 'end', { list: [{ id: current.id, version: current.version }] });
      scanner.good();
      setMessage({ kind: 'good', text: t('ended', { taskNo: task.taskNo }) });
      setTask(null);
      await loadTasks();
    } catch (error) {
      bad(error instanceof PdaRefusal ? error.message : t('common.needsNetwork', { ns: 'pda' }));
    } finally {
      setBusy(false);
    }
  };

  useScans(scanner, (scan) => {
    if (busy) return;
    if (!task) {
      const found = tasks?.find((row) => row.taskNo === scan.text || row.checkNo === scan.text);
      if (!found) return bad(t('unknownTask', { code: scan.text }));
      scanner.good();
      return void start(found);
    }
    if (!line) return;
    if (!atCell) {
      if (scan.text !== line.cellNo) return bad(t('wrongCell', { scanned: scan.text, cellNo: line.cellNo }));
      scanner.good();
      setMessage(null);
      setQty('0');
      return setAtCell(true);
    }
    if (found) {
      if (!found.counting || scan.text !== found.itemNo) return bad(t('wrongItem', { scanned: scan.text, itemNo: found.itemNo }));
      scanner.good();
      return setFound({ ...found, qty: new Decimal(/^\d+(\.\d+)?$/.test(found.qty) ? found.qty : '0').plus(1).toFixed() });
    }
    if (!scan.gs1 && scan.text !== line.itemNo) {
      if (lines.some((l) => l.cellNo === line.cellNo && l.itemNo === scan.text)) return bad(t('wrongItem', { scanned: scan.text, itemNo: line.itemNo }));
      scanner.good();
      setMessage(null);
      return setFound({ itemNo: scan.text, counting: false, qty: '1' });
    }
    scanner.good();
    setQty((n) => new Decimal(/^\d+(\.\d+)?$/.test(n) ? n : '0').plus(scan.gs1?.count ?? '1').toFixed());
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  if (!task) {
    return (
      <TaskList ns="count" testId="count-tasks" tasks={tasks} notice={notice} scanner={scanner} onHome={nav.home} onRefresh={() => void loadTasks()} onOpen={(row) => void start(row)}
        render={(row) => ({
          key: row.id, testId: `count-task-${row.taskNo}`, detail: `${row.checkNo} · ${t('lines', { done: row.countedCount, count: row.lineCount })}`,
          title: `${row.taskNo}${row.counterNo === session.userNo ? ` · ${t('mine')}` : ''}${row.round > 1 ? ` · ${t('recount', { round: row.round - 1 })}` : ''}`,
        })} />
    );
  }
  const back = t('common.back', { ns: 'pda' });
  if (!line) {
    return (
      <Screen title={task.taskNo} onBack={leave} backLabel={back} testId="count-done"
        actions={<Button primary onClick={() => void end()} disabled={busy || waiting > 0} testId="count-end">{t('end')}</Button>}>
        {notice}
        <Notice kind="good">{t('allCounted', { taskNo: task.taskNo })}</Notice>
        {waiting > 0 && <Notice kind="info">{t('endNeedsQueue')}</Notice>}
      </Screen>
    );
  }
  if (found) {
    const foundAsk = t('foundAsk', { itemNo: found.itemNo, cellNo: line.cellNo });
    return (
      <Screen title={t('foundTitle', { cellNo: line.cellNo })} onBack={() => setFound(null)} backLabel={back} testId={found.counting ? 'count-found-qty' : 'count-found'}
        actions={found.counting
          ? <Button primary onClick={() => void addFound()} disabled={busy} testId="count-found-confirm">{t('confirm')}</Button>
          : <><Button primary onClick={() => setFound({ ...found, counting: true })} testId="count-found-add">{t('foundAdd')}</Button><Button onClick={() => setFound(null)} testId="count-found-no">{t('foundNo')}</Button></>}>
        {notice}
        <Notice kind="info">{foundAsk}</Notice>
        {found.counting && <ScanField scanner={scanner} label={t('scanItem')} />}
        {found.counting && <QtyField label={t('counted')} value={found.qty} onChange={(qty) => setFound({ ...found, qty })} onEnter={() => void addFound()} testId="count-found-qty-input" />}
      </Screen>
    );
  }
  return (
    <Screen title={t('progress', { n: lines.length - open.length + 1, count: lines.length, taskNo: task.taskNo })} onBack={() => (atCell ? setAtCell(false) : leave())} backLabel={back}
      testId={atCell ? 'count-line' : 'count-cell'} actions={atCell ? <Button primary onClick={() => void save()} disabled={busy} testId="count-confirm">{t('confirm')}</Button> : undefined}>
      {notice}
      <Facts rows={[
        [t('cell'), line.cellNo, 'count-cell-no'],
        [t('item'), line.itemNo, 'count-item'],
        ...(line.itemName ? [[t('name'), line.itemName] as [string, string]] : []),
        ...(line.lotNo ? [[t('lot'), line.lotNo] as [string, string]] : []),
        ...(line.containerNo ? [[t('container'), line.containerNo] as [string, string]] : []),
        ...(line.bookQty !== null ? [[t('book'), line.bookQty] as [string, string]] : []),
      ]} />
      <ScanField scanner={scanner} label={atCell ? t('scanItem') : t('scanCell')} />
      {atCell && <QtyField label={t('counted')} value={qty} onChange={setQty} onEnter={() => void save()} testId="count-qty" />}
    </Screen>
  );
}
