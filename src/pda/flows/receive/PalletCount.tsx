/**
 * One scanned pallet of the Receive flow (ReceiveFlow.tsx): its expected lines (item, quantity,
 * unit), then As expected in one tap, or a discrepancy as on the dock kiosk (short, over, damaged:
 * the counted quantity of each line, prefilled with the expected one; a damaged pallet its reason
 * from DAMAGE_REASONS). Answers the dock's confirmPallet fields (src/shared/yard.ts
 * confirmPalletInput: outcome, counted [{ lineNo, qty }] in the line's unit, reason).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAMAGE_REASONS, type DamageReason, type PalletAtDock } from '../../../shared/yard.ts';
import { Button, Facts, Notice, QtyField, Screen } from '../../ui.tsx';

export type Counted = { outcome: 'ok' } | { outcome: Discrepancy; counted: { lineNo: number; qty: string }[]; reason?: DamageReason };
type Discrepancy = 'short' | 'over' | 'damaged';
const DISCREPANCIES: Discrepancy[] = ['short', 'over', 'damaged'];
/** A counted quantity: 0 or more, at most 5 decimals (the dock's count schema). */
const COUNT = /^\d{1,12}(\.\d{1,5})?$/;

export function PalletCount({ pallet, busy, onRecord, onBack }: { pallet: PalletAtDock; busy: boolean; onRecord: (counted: Counted) => void; onBack: () => void }) {
  const { t } = useTranslation('receive');
  const [outcome, setOutcome] = useState<Discrepancy | null>(null);
  const [values, setValues] = useState<Record<number, string>>(() => Object.fromEntries(pallet.lines.map((line) => [line.lineNo, line.qty])));
  const [reason, setReason] = useState<DamageReason | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const back = t('common.back', { ns: 'pda' });
  const sscc = <Facts rows={[[t('sscc'), pallet.sscc, 'receive-sscc']]} />;
  const expected = (
    <Facts rows={pallet.lines.map((line) => [`${line.itemNo}${line.itemName ? ` · ${line.itemName}` : ''}`, `${line.qty} ${line.unitNo}`, `expected-${line.lineNo}`] as [string, string, string])} />
  );
  if (outcome === null) {
    return (
      <Screen title={t('palletTitle')} onBack={onBack} backLabel={back} testId="receive-pallet"
        actions={<Button primary disabled={busy} onClick={() => onRecord({ outcome: 'ok' })} testId="receive-ok">{t('asExpected')}</Button>}>
        {sscc}
        <p>{t('expected')}</p>
        {expected}
        <div className="pda-list">
          {DISCREPANCIES.map((o) => <Button key={o} onClick={() => setOutcome(o)} testId={`receive-${o}`}>{t(`outcome.${o}`)}</Button>)}
        </div>
      </Screen>
    );
  }
  const record = () => {
    const counted = pallet.lines.map((line) => ({ lineNo: line.lineNo, qty: (values[line.lineNo] ?? '').trim() }));
    if (counted.some((line) => !COUNT.test(line.qty))) return setProblem(t('countBad'));
    if (outcome === 'damaged' && !reason) return setProblem(t('reasonNeeded'));
    setProblem(null);
    onRecord({ outcome, counted, ...(outcome === 'damaged' ? { reason } : {}) });
  };
  return (
    <Screen title={t(`outcome.${outcome}`)} onBack={() => setOutcome(null)} backLabel={back} testId="receive-count"
      actions={<Button primary disabled={busy} onClick={record} testId="receive-record">{t('record')}</Button>}>
      {problem && <Notice kind="bad">{problem}</Notice>}
      {sscc}
      {pallet.lines.map((line) => (
        <QtyField key={line.lineNo} label={t('counted', { itemNo: line.itemNo, qty: line.qty, unitNo: line.unitNo })} value={values[line.lineNo] ?? ''}
          onChange={(value) => setValues((v) => ({ ...v, [line.lineNo]: value }))} onEnter={record} testId={`counted-${line.lineNo}`} />
      ))}
      {outcome === 'damaged' && (
        <div className="pda-list" role="group" aria-label={t('reason')}>
          <p>{t('reason')}</p>
          {DAMAGE_REASONS.map((r) => (
            <Button key={r} primary={reason === r} onClick={() => setReason(r)} testId={`reason-${r}`}>{t(`reasons.${r}`)}</Button>
          ))}
        </div>
      )}
    </Screen>
  );
}
