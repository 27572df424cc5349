/**
 * Load and ship on the handheld (issue 28 "Load and ship"; record 0931), through the console's
 * calls: scan the outbound notice's number; its picked goods and containers come from the
 * preparation page's calls (IOutPackService list { outNoticeNo, warehouseNo } and get { id });
 * a notice with nothing picked is refused there and then (IOutNoticeService
 * getoutnoticebyoutnoticeno says whether it is unknown, not picked yet or already shipped). Then
 * scan each closed container's SSCC (bare, "(00) …" or raw GS1) onto the truck: a container of
 * another notice, or one still open at packing, is refused with the bad-scan signal and kept off
 * the truck. When every container is loaded (or the notice has none: its picked goods go as they
 * are, listed per item as picked of ordered, "3 of 5", from the notice's lines), Close shipment sends the console's ship call (IOutNoticeService/shipoutnotice { list:
 * [{ id, version }] }) through the offline queue; the server's rules (everything picked, packed
 * when the category asks) still judge it and its refusal is shown; a short notice's refusal
 * (OUTBOUND_SHORT) adds the picker's next step (tell the shift manager, who allocates the rest or
 * closes the notice). Close shipment sends one call however often it is tapped while it runs.
 */
import Decimal from 'decimal.js';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { pdaCall, PdaRefusal } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Button, Facts, Notice, Screen } from '../../ui.tsx';
import { confirmWith, listRows } from '../flow-calls.ts';
import type { FlowProps } from '../flow-types.ts';
import { useScans } from '../use-scans.ts';

type Container = { id: number; sscc: string; statusCode: string; lines: { itemNo: string; lotNo: string; qty: string }[] };
type Packing = { notice: { id: number; version: number; outNoticeNo: string; customerNo: string }; contents: { itemNo: string; lotNo: string; picked: string }[]; containers: Container[] };
type Step = 'notice' | 'load' | 'done';
type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;
type Ordered = Record<string, string>;
const CLOSED = '20';
const SHIPPED = ['30', '40'];

export default function ShipFlow({ menu, warehouse, scanner, queue, nav }: FlowProps) {
  const { t } = useTranslation('ship');
  const [step, setStep] = useState<Step>('notice');
  const [packing, setPacking] = useState<Packing | null>(null);
  const [loaded, setLoaded] = useState<string[]>([]);
  const [ordered, setOrdered] = useState<Ordered>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  // A second tap on Close shipment before the re-render that disables it must not send a second ship call.
  const shipping = useRef(false);
  const bad = (text: string) => {
    scanner.bad();
    setMessage({ kind: 'bad', text });
  };

  /** Why notice `code` has nothing to load: unknown, not picked yet, or shipped (or the server's refusal, e.g. no permission to read notices). */
  const nothingToLoad = async (code: string): Promise<string> => {
    try {
      const notice = await pdaCall<{ statusCode: string }>('IOutNoticeService', 'getoutnoticebyoutnoticeno', { outNoticeNo: code });
      return SHIPPED.includes(notice.statusCode) ? t('shipped', { outNoticeNo: code }) : t('notPicked', { outNoticeNo: code });
    } catch (error) {
      if (error instanceof PdaRefusal) return error.code === ERROR_CODES.NOT_FOUND ? t('unknownNotice', { code }) : error.message;
      throw error;
    }
  };
  const openNotice = async (code: string) => {
    const [row] = await listRows<{ id: number; statusCode: string }>('IOutPackService', 'list', { outNoticeNo: code, warehouseNo: warehouse.warehouseNo });
    if (!row) return bad(await nothingToLoad(code));
    if (SHIPPED.includes(row.statusCode)) return bad(t('shipped', { outNoticeNo: code }));
    const [found, lines] = await Promise.all([
      pdaCall<Packing>('IOutPackService', 'get', { id: row.id }),
      pdaCall<{ lines: { itemNo: string; qty: string }[] }>('IOutNoticeService', 'getoutnoticebyoutnoticeno', { outNoticeNo: code }).then((doc) => doc.lines, () => []),
    ]);
    scanner.good();
    setOrdered(orderedOf(lines));
    setPacking(found);
    setLoaded([]);
    setMessage(null);
    setStep('load');
  };
  const load = (pack: Packing, scanned: string) => {
    const container = pack.containers.find((c) => c.sscc === scanned);
    if (!container) return bad(t('otherNotice', { sscc: scanned, outNoticeNo: pack.notice.outNoticeNo }));
    if (container.statusCode !== CLOSED) return bad(t('notClosed', { sscc: scanned }));
    if (loaded.includes(scanned)) {
      scanner.good();
      return setMessage({ kind: 'info', text: t('already', { sscc: scanned }) });
    }
    scanner.good();
    setLoaded((list) => [...list, scanned]);
    setMessage({ kind: 'good', text: t('loadedOne', { sscc: scanned }) });
  };
  const ship = async (pack: Packing) => {
    if (shipping.current) return;
    shipping.current = true;
    setBusy(true);
    const { notice } = pack;
    const result = await confirmWith(queue, scanner, {
      service: 'IOutNoticeService', method: 'shipoutnotice', body: { list: [{ id: notice.id, version: notice.version }] }, flow: menu.url, label: t('label', { outNoticeNo: notice.outNoticeNo }),
    }).finally(() => {
      shipping.current = false;
    });
    setBusy(false);
    if (result.outcome === 'refused') return setMessage({ kind: 'bad', text: result.code === ERROR_CODES.OUTBOUND_SHORT ? t('shortNext', { message: result.message }) : result.message });
    setMessage(result.outcome === 'queued' ? { kind: 'info', text: t('common.queued', { ns: 'pda' }) } : { kind: 'good', text: t('done', { outNoticeNo: notice.outNoticeNo }) });
    setStep('done');
  };

  useScans(scanner, (scan) => {
    if (busy) return;
    if (scan.gs1Error) return bad(t('scan.badCheckDigit', { ns: 'pda', ai: scan.gs1Error.ai }));
    if (step === 'notice') {
      setBusy(true);
      return void openNotice(scan.text)
        .catch((error: unknown) => bad(error instanceof PdaRefusal ? error.message : t('common.needsNetwork', { ns: 'pda' })))
        .finally(() => setBusy(false));
    }
    if (step === 'load' && packing) load(packing, scan.gs1?.sscc ?? scan.text);
  });

  const notice = message && <Notice kind={message.kind}>{message.text}</Notice>;
  const home = t('common.home', { ns: 'pda' });
  if (step === 'notice' || !packing) {
    return (
      <Screen title={t('noticeTitle')} onBack={nav.home} backLabel={home} testId="ship-notice">
        {notice}
        <ScanField scanner={scanner} label={t('scanNotice')} />
      </Screen>
    );
  }
  const { containers } = packing;
  const ready = containers.every((c) => loaded.includes(c.sscc));
  const facts = (
    <Facts rows={[
      [t('notice'), packing.notice.outNoticeNo, 'ship-notice-no'],
      [t('customer'), packing.notice.customerNo],
      [t('containers'), t('progress', { loaded: loaded.length, count: containers.length }), 'ship-progress'],
    ]} />
  );
  if (step === 'done') {
    return (
      <Screen title={t('doneTitle')} onBack={nav.home} backLabel={home} testId="ship-done" actions={<Button primary onClick={() => setStep('notice')} testId="ship-next">{t('next')}</Button>}>
        {notice}
        {facts}
      </Screen>
    );
  }
  return (
    <Screen title={t('loadTitle')} onBack={() => setStep('notice')} backLabel={t('common.back', { ns: 'pda' })} testId="ship-load"
      actions={<Button primary disabled={busy || !ready} onClick={() => void ship(packing)} testId="ship-close">{t('close')}</Button>}>
      {notice}
      {facts}
      {containers.length === 0 ? (
        <>
          <Notice kind="info">{t('unpacked')}</Notice>
          <Facts rows={contentRows(packing.contents, ordered).map((c) => [`${c.itemNo}${c.lotNo ? ` · ${c.lotNo}` : ''}`, c.ordered ? t('pickedOf', { picked: c.picked, ordered: c.ordered }) : c.picked, `ship-item-${c.itemNo}`] as [string, string, string])} />
        </>
      ) : (
        <>
          <ScanField scanner={scanner} label={t('scanContainer')} />
          <div className="pda-list">
            {containers.map((c) => (
              <p key={c.sscc} data-testid={`container-${c.sscc}`}>
                {c.sscc} · {loaded.includes(c.sscc) ? t('onTruck') : c.statusCode === CLOSED ? t('toLoad') : t('open')}
              </p>
            ))}
          </div>
        </>
      )}
    </Screen>
  );
}

/** The ordered quantity per item of the notice's lines (decimal strings). */
function orderedOf(lines: { itemNo: string; qty: string }[]): Ordered {
  const sums = new Map<string, Decimal>();
  for (const line of lines) sums.set(line.itemNo, (sums.get(line.itemNo) ?? new Decimal(0)).plus(line.qty));
  return Object.fromEntries([...sums].map(([itemNo, qty]) => [itemNo, qty.toFixed()]));
}

/**
 * The picked goods to list: each picked item and lot, with its item's ordered quantity when the item
 * was picked in one lot (picked of ordered), then each ordered item not picked at all (0 of ordered).
 */
function contentRows(contents: Packing['contents'], ordered: Ordered): { itemNo: string; lotNo: string; picked: string; ordered?: string }[] {
  const lots = (itemNo: string) => contents.filter((c) => c.itemNo === itemNo).length;
  const picked = contents.map((c) => ({ ...c, ordered: lots(c.itemNo) === 1 ? ordered[c.itemNo] : undefined }));
  const missing = Object.entries(ordered).filter(([itemNo]) => lots(itemNo) === 0).map(([itemNo, qty]) => ({ itemNo, lotNo: '', picked: '0', ordered: qty }));
  return [...picked, ...missing];
}
