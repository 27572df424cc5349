/**
 * The lot and expiry fields of a pallet at the dock (issue 28; record 0986): for each line whose
 * item names a lot rule or manages its shelf life, or whose ASN line has a lot, a lot field and an
 * expiry date field (YYYY-MM-DD), prefilled with the ASN line's lot and expiry, editable. The
 * expiry date is required when the item manages its shelf life; a lot left empty on an item with a
 * lot rule is made by the rule at receipt. confirmPallet takes the answer as its `lots`.
 *
 * lotLines(pallet): the lines that show the fields; initialLots(pallet): their prefilled values;
 * lotsMissing(pallet, lots): the first line whose required expiry date is missing or not a date, or
 * null; lotsInput(lots): confirmPallet's `lots` ([{ lineNo, lotNo?, expiryDate? }]).
 */
import { useTranslation } from 'react-i18next';
import type { PalletAtDock } from '../shared/yard.ts';

export type PalletLotValues = Record<number, { lotNo: string; expiryDate: string }>;
type Line = PalletAtDock['lines'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const lotLines = (pallet: PalletAtDock): Line[] => pallet.lines.filter((line) => line.lotRule || line.expiryRequired || line.lotNo);

export const initialLots = (pallet: PalletAtDock): PalletLotValues =>
  Object.fromEntries(lotLines(pallet).map((line) => [line.lineNo, { lotNo: line.lotNo ?? '', expiryDate: line.expiryDate ?? '' }]));

export const lotsMissing = (pallet: PalletAtDock, lots: PalletLotValues): Line | null =>
  lotLines(pallet).find((line) => (line.expiryRequired && !DATE.test(lots[line.lineNo]?.expiryDate ?? '')) || (lots[line.lineNo]?.expiryDate && !DATE.test(lots[line.lineNo].expiryDate))) ?? null;

export const lotsInput = (lots: PalletLotValues) => Object.entries(lots).filter(([, lot]) => lot.lotNo || lot.expiryDate)
  .map(([lineNo, lot]) => ({ lineNo: Number(lineNo), ...(lot.lotNo ? { lotNo: lot.lotNo } : {}), ...(lot.expiryDate ? { expiryDate: lot.expiryDate } : {}) }));

type Props = { pallet: PalletAtDock; lots: PalletLotValues; onChange: (lots: PalletLotValues) => void };

/** The fields; nothing when no line of the pallet has a lot to record. */
export function PalletLots({ pallet, lots, onChange }: Props) {
  const { t } = useTranslation('kiosk');
  const missing = lotsMissing(pallet, lots);
  const set = (lineNo: number, change: Partial<PalletLotValues[number]>) => onChange({ ...lots, [lineNo]: { ...lots[lineNo], ...change } });
  return (
    <>
      {lotLines(pallet).map((line) => (
        <div key={line.lineNo} className="kiosk-field" data-testid={`pallet-lot-line-${line.lineNo}`}>
          <label className="kiosk-field">
            <span>{t(line.lotRule ? 'palletLots.lotByRule' : 'palletLots.lot', { itemNo: line.itemNo })}</span>
            <input className="kiosk-input" data-testid={`pallet-lot-${line.lineNo}`} value={lots[line.lineNo]?.lotNo ?? ''} maxLength={60}
              onChange={(e) => set(line.lineNo, { lotNo: e.target.value.trim().toUpperCase() })} />
          </label>
          <label className="kiosk-field">
            <span>{t('palletLots.expiry', { itemNo: line.itemNo })}</span>
            <input className="kiosk-input" data-testid={`pallet-expiry-${line.lineNo}`} placeholder="YYYY-MM-DD" required={line.expiryRequired} value={lots[line.lineNo]?.expiryDate ?? ''} maxLength={10}
              onChange={(e) => set(line.lineNo, { expiryDate: e.target.value.trim() })} />
          </label>
        </div>
      ))}
      {missing && <p className="kiosk-note" role="status" data-testid="pallet-lot-missing">{t('palletLots.expiryNeeded', { itemNo: missing.itemNo })}</p>}
    </>
  );
}
