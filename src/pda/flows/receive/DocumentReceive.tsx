/**
 * Receive an arrival note or an inbound notice without a truck at a door (issue 28 "Receive: an
 * arrival note or notice by scan"; record 0932), on the console's inbound calls:
 *
 * 1. the document: scan or type its number; the count sheet (IInArriveService/getCountSheet, else
 *    IInNoticeService/getCountSheet: its lines with the items' names and GTINs) of a submitted one;
 * 2. count: every line starts at 0; a scanned GS1 item label (GTIN, count (37) or 1) adds to the
 *    line of its GTIN (an item number, label barcode or bare GTIN adds 1 to its line) and fills the line's lot (10) and expiry (17) when the label has them; a
 *    label of no line is refused with the bad-scan signal; counts, lots and expiry dates can be typed;
 *    a line can be counted in several lots ("Another lot"; record 0985), a label of another lot
 *    adds a lot (doc-counts.ts);
 * 3. review (DocReview.tsx): each line's expected and counted quantity and whether it is short,
 *    over or as expected, before anything is posted; a short line's rest kept open on a backorder
 *    note or closed short, chosen and confirmed (record 0985);
 * 4. Receive as counted: IInArriveService/receiveCounted or IInNoticeService/createTaskCounted
 *    (one call line per lot, `rest` as chosen) through the offline queue (its request id makes it
 *    post once): the document's own receive (the arrival's receive, the notice's createTask) posts
 *    what was counted.
 * Refusals show the server's message with the bad-scan signal.
 */
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import type { Scan } from '../../scan/scanner.ts';
import { Button, Notice, QtyField, Screen } from '../../ui.tsx';
import { confirmWith } from '../flow-calls.ts';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';
import { addScan, callLines, isDate, lotsFault, totalOf, type Counts } from './doc-counts.ts';
import { DocReview, type Rest } from './DocReview.tsx';
import { sameGtin } from './PalletCount.tsx';

type CountLine = { lineNo: number; itemNo: string; itemName: string; qty: string; unitNo: string; lotNo: string; expiryDate: string | null; gtin: string | null; barcodes: string[] };
type Sheet = { docType: 'ARV' | 'INN'; docNo: string; version: number; statusCode: string; lines: CountLine[] };
type Step = { step: 'doc' } | { step: 'count' | 'review'; sheet: Sheet } | { step: 'done'; docNo: string; rest?: Rest; backorderNo?: string | null };
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;

const SERVICES = { ARV: { service: 'IInArriveService', method: 'receiveCounted' }, INN: { service: 'IInNoticeService', method: 'createTaskCounted' } } as const;
const NOT_FOUND = 10002;

/**
 * The line a scan names, as the pick judges an item scan: a GS1 label by its GTIN, else the item
 * number (case aside), a label barcode of the item, or its bare GTIN; undefined when none does.
 */
function lineOf(sheet: Sheet, scan: Scan): CountLine | undefined {
  const gtin = scan.gs1?.gtin;
  if (gtin) return sheet.lines.find((l) => l.gtin && sameGtin(l.gtin, gtin));
  const code = scan.text.trim();
  return sheet.lines.find((l) => l.itemNo.toUpperCase() === code.toUpperCase() || l.barcodes.includes(code) || (l.gtin && /^\d{8,14}$/.test(code) && sameGtin(l.gtin, code)));
}

/** The count sheet of `docNo`: the arrival note's, else the inbound notice's. */
async function sheetOf(docNo: string): Promise<Sheet> {
  try {
    return await pdaCall<Sheet>('IInArriveService', 'getCountSheet', { docNo });
  } catch (error) {
    if (!(error instanceof PdaRefusal) || error.code !== NOT_FOUND) throw error;
    return pdaCall<Sheet>('IInNoticeService', 'getCountSheet', { docNo });
  }
}

type Props = Pick<FlowProps, 'menu' | 'scanner' | 'queue'> & { onBack: () => void };

export function DocumentReceive({ menu, scanner, queue, onBack }: Props) {
  const { t } = useTranslation('receive');
  const [state, setState] = useState<Step>({ step: 'doc' });
  const [counts, setCounts] = useState<Counts>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const bad = (text: string) => {
    scanner.bad();
    setMessage({ kind: 'bad', text });
  };
  const setLot = (lineNo: number, index: number, change: Partial<Counts[number][number]>) =>
    setCounts((all) => ({ ...all, [lineNo]: all[lineNo].map((lot, i) => (i === index ? { ...lot, ...change } : lot)) }));

  const open = async (docNo: string) => {
    setBusy(true);
    try {
      const sheet = await sheetOf(docNo);
      if (sheet.statusCode !== '10') return bad(t('doc.notSubmitted', { docNo }));
      scanner.good();
      setMessage(null);
      setCounts(Object.fromEntries(sheet.lines.map((line) => [line.lineNo, [{ qty: '0', lotNo: line.lotNo, expiryDate: line.expiryDate ?? '' }]])));
      setState({ step: 'count', sheet });
    } catch (error) {
      bad(error instanceof PdaRefusal ? error.message : t('common.needsNetwork', { ns: 'pda' }));
    } finally {
      setBusy(false);
    }
  };
  const countScan = (sheet: Sheet, scan: Scan) => {
    const line = lineOf(sheet, scan);
    if (!line) return bad(t('doc.notOnDoc', { code: scan.text, docNo: sheet.docNo }));
    scanner.good();
    const lots = addScan(counts[line.lineNo], scan.gs1);
    setCounts((all) => ({ ...all, [line.lineNo]: lots }));
    setMessage({ kind: 'good', text: t('countedScan', { itemNo: line.itemNo, qty: totalOf(lots) }) });
  };
  useScans(scanner, (scan) => {
    if (busy || (state.step !== 'doc' && state.step !== 'count')) return;
    if (scan.gs1Error) return bad(t('scan.badCheckDigit', { ns: 'pda', ai: scan.gs1Error.ai }));
    if (state.step === 'doc') return void open(scan.text);
    countScan(state.sheet, scan);
  });
  const review = (sheet: Sheet) => {
    const wrong = sheet.lines.find((line) => lotsFault(counts[line.lineNo]));
    const fault = wrong && lotsFault(counts[wrong.lineNo]);
    if (wrong) return bad(t(fault === 'twice' ? 'doc.lotTwice' : fault === 'expiry' ? 'doc.expiryBad' : 'doc.lineBad', { itemNo: wrong.itemNo, date: counts[wrong.lineNo].find((lot) => lot.expiryDate && !isDate(lot.expiryDate))?.expiryDate }));
    if (sheet.lines.every((line) => new Decimal(totalOf(counts[line.lineNo])).isZero())) return bad(t('doc.nothing'));
    setMessage(null);
    setState({ step: 'review', sheet });
  };
  const post = async (sheet: Sheet, rest?: Rest) => {
    setBusy(true);
    const body = { docNo: sheet.docNo, version: sheet.version, lines: callLines(counts), ...(rest ? { rest } : {}) };
    const result = await confirmWith<{ backorderNo?: string | null }>(queue, scanner, { ...SERVICES[sheet.docType], body, flow: menu.url, label: t('doc.label', { docNo: sheet.docNo }) });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : null);
    setState({ step: 'done', docNo: sheet.docNo, rest, backorderNo: result.outcome === 'sent' ? result.data.backorderNo : null });
  };

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  const back = t('common.back', { ns: 'pda' });
  if (state.step === 'doc') {
    return (
      <Screen title={t('doc.title')} onBack={onBack} backLabel={back} testId="receive-doc">
        {notice}
        <ScanField scanner={scanner} label={t('doc.scan')} />
      </Screen>
    );
  }
  if (state.step === 'done') {
    return (
      <Screen title={t('doneTitle')} onBack={onBack} backLabel={back} testId="receive-doc-done"
        actions={<Button primary onClick={() => setState({ step: 'doc' })} testId="receive-next-doc">{t('doc.next')}</Button>}>
        {notice}
        <Notice kind="good">{t('done', { asnNo: state.docNo })}</Notice>
        {state.rest && <Notice kind="info">{t(state.rest !== 'backorder' ? 'doc.closed' : state.backorderNo ? 'doc.keptOpenOn' : 'doc.keptOpen', { docNo: state.docNo, backorderNo: state.backorderNo })}</Notice>}
      </Screen>
    );
  }
  const { sheet } = state;
  if (state.step === 'review') {
    return <DocReview docType={sheet.docType} docNo={sheet.docNo} lines={sheet.lines} counted={Object.fromEntries(sheet.lines.map((line) => [line.lineNo, totalOf(counts[line.lineNo])]))} lots={counts}
      busy={busy} notice={notice} onBack={() => setState({ step: 'count', sheet })} onPost={(rest) => void post(sheet, rest)} />;
  }
  return (
    <Screen title={t('doc.countTitle', { docNo: sheet.docNo })} onBack={() => setState({ step: 'doc' })} backLabel={back} testId="receive-doc-count"
      actions={<Button primary disabled={busy} onClick={() => review(sheet)} testId="receive-doc-review-button">{t('doc.review')}</Button>}>
      {notice}
      <ScanField scanner={scanner} label={t('scanItems')} />
      {sheet.lines.map((line) => (
        <div key={line.lineNo} className="pda-list" data-testid={`doc-line-${line.lineNo}`}>
          {counts[line.lineNo].map((lot, i) => {
            const id = i === 0 ? `${line.lineNo}` : `${line.lineNo}-${i + 1}`;
            return (
              <div key={i}>
                <QtyField label={i === 0 ? t('counted', { itemNo: line.itemNo, qty: line.qty, unitNo: line.unitNo }) : t('doc.lotCount', { n: i + 1 })} value={lot.qty}
                  onChange={(qty) => setLot(line.lineNo, i, { qty })} onEnter={() => review(sheet)} testId={`doc-counted-${id}`} />
                <label className="pda-field">
                  <span>{t('doc.lot')}</span>
                  <input className="pda-input" autoComplete="off" data-testid={`doc-lot-${id}`} value={lot.lotNo} onChange={(e) => setLot(line.lineNo, i, { lotNo: e.target.value.trim() })} />
                </label>
                <label className="pda-field">
                  <span>{t('doc.expiry')}</span>
                  <input className="pda-input" autoComplete="off" placeholder="YYYY-MM-DD" data-testid={`doc-expiry-${id}`} value={lot.expiryDate} onChange={(e) => setLot(line.lineNo, i, { expiryDate: e.target.value.trim() })} />
                </label>
              </div>
            );
          })}
          <Button onClick={() => setCounts((all) => ({ ...all, [line.lineNo]: [...all[line.lineNo], { qty: '0', lotNo: '', expiryDate: '' }] }))} testId={`doc-another-lot-${line.lineNo}`}>{t('doc.anotherLot')}</Button>
        </div>
      ))}
    </Screen>
  );
}
