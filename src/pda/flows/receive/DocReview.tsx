/**
 * The review step of a document received on the handheld (DocumentReceive.tsx; records 0932,
 * 0985): each line's counted and expected quantity and whether it is short, over or as expected,
 * then each lot counted above 0 that has a lot number or an expiry date (as typed or scanned).
 * With no short line, "Receive as counted" posts. With a short line the receiver chooses, and
 * confirms, what becomes of its rest: "More to come" (an arrival note only) keeps it open on a
 * backorder note (`rest: 'backorder'`), "Nothing more" closes it short with the discrepancy
 * recorded (`rest: 'close'`). `onPost(rest)` posts.
 */
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Facts, Notice, Screen } from '../../ui.tsx';
import type { Lot } from './doc-counts.ts';

export type Rest = 'close' | 'backorder';
type Line = { lineNo: number; itemNo: string; itemName: string; qty: string; unitNo: string };
type Props = { docType: 'ARV' | 'INN'; docNo: string; lines: Line[]; counted: Record<number, string>; lots: Record<number, Lot[]>; busy: boolean; notice: React.ReactNode; onBack: () => void; onPost: (rest?: Rest) => void };

const verdict = (expected: string, counted: string) => {
  const diff = new Decimal(counted).comparedTo(expected);
  return diff < 0 ? 'short' : diff > 0 ? 'over' : 'ok';
};

export function DocReview({ docType, docNo, lines, counted, lots, busy, notice, onBack, onPost }: Props) {
  const { t } = useTranslation('receive');
  const [asking, setAsking] = useState<Rest | null>(null);
  const off = lines.filter((line) => verdict(line.qty, counted[line.lineNo]) !== 'ok').length;
  const short = lines.filter((line) => verdict(line.qty, counted[line.lineNo]) === 'short').length;
  const actions = asking ? (
    <>
      <Button primary disabled={busy} onClick={() => onPost(asking)} testId="receive-doc-confirm">{t('common.confirm', { ns: 'pda' })}</Button>
      <Button onClick={() => setAsking(null)} testId="receive-doc-cancel">{t('common.cancel', { ns: 'pda' })}</Button>
    </>
  ) : short === 0 ? (
    <Button primary disabled={busy} onClick={() => onPost()} testId="receive-doc-post">{t('doc.post')}</Button>
  ) : (
    <>
      {docType === 'ARV' && <Button primary onClick={() => setAsking('backorder')} testId="receive-doc-keep-open">{t('doc.keepOpen')}</Button>}
      <Button primary={docType !== 'ARV'} onClick={() => setAsking('close')} testId="receive-doc-close-short">{t('doc.closeShort')}</Button>
    </>
  );
  return (
    <Screen title={t('doc.reviewTitle', { docNo })} onBack={onBack} backLabel={t('common.back', { ns: 'pda' })} testId="receive-doc-review" actions={actions}>
      {notice}
      {asking ? <Notice kind="info">{t(asking === 'backorder' ? 'doc.confirmKeepOpen' : 'doc.confirmClose', { docNo })}</Notice>
        : off > 0 && <Notice kind="info">{short > 0 ? t('doc.short', { count: short }) : t('doc.discrepancies', { count: off })}</Notice>}
      <Facts rows={lines.flatMap((line) => [[`${line.itemNo} · ${line.itemName}`,
        t('doc.verdict', { counted: counted[line.lineNo], qty: line.qty, unitNo: line.unitNo, outcome: t(`outcome.${verdict(line.qty, counted[line.lineNo])}`) }), `review-${line.lineNo}`] as [string, string, string],
      ...(lots[line.lineNo] ?? []).filter((lot) => (lot.lotNo || lot.expiryDate) && new Decimal(lot.qty || 0).gt(0)).map((lot, i) => [t('doc.lotOf', { lotNo: lot.lotNo || '—' }),
        [`${lot.qty} ${line.unitNo}`, lot.expiryDate && t('doc.expires', { date: lot.expiryDate })].filter(Boolean).join(' · '), `review-${line.lineNo}-lot-${i + 1}`] as [string, string, string])])} />
    </Screen>
  );
}
