/**
 * Stock query on the handheld (issue 28 "Stock query: scan a cell, item, lot or container: what is
 * where, in which status"): one screen; each scan looks the code up (stock-lookup.ts) and lists its
 * balances, one card each: cell, item and name, lot, container, status, on hand, frozen (with the
 * count plan or document that froze it) and available in the item's unit, and the lot's expiry date (record 1053); a cell under an open blind
 * count the user may not see says "Being counted (blind)" with the plan instead (record 1046). A code with no stock is a bad scan with its message: "no such cell" when it is no cell of the warehouse either (record 1054). Reads only: nothing is queued.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkDown } from '../../pda-api.ts';
import { ScanField } from '../../scan/ScanField.tsx';
import { Facts, Notice, Screen } from '../../ui.tsx';
import type { FlowProps } from '../flow-types.ts';
import { cellExists, lookUpStock, type StockFound } from '../stock-lookup.ts';
import { useScans } from '../use-scans.ts';

type Message = { kind: 'good' | 'bad' | 'info'; text: string } | null;

export default function StockQueryFlow({ warehouse, scanner, nav }: FlowProps) {
  const { t } = useTranslation('stockQuery');
  const [found, setFound] = useState<StockFound | null>(null);
  const [message, setMessage] = useState<Message>(null);

  useScans(scanner, (scan) => {
    setMessage({ kind: 'info', text: t('searching', { code: scan.text }) });
    lookUpStock(warehouse.warehouseNo, scan).then(async (answer) => {
      setFound(answer);
      if (answer) {
        scanner.good();
        return setMessage({ kind: 'good', text: t('found', { code: answer.code, count: answer.rows.length, by: t(`by.${answer.by}`) }) });
      }
      const isCell = scan.gs1 ? true : await cellExists(warehouse.warehouseNo, scan.text);
      scanner.bad();
      setMessage({ kind: 'bad', text: t(isCell ? 'nothing' : 'noSuchCell', { code: scan.text }) });
    }).catch((error: unknown) => {
      scanner.bad();
      setMessage({ kind: 'bad', text: error instanceof NetworkDown ? t('common.needsNetwork', { ns: 'pda' }) : String((error as Error).message) });
    });
  });

  return (
    <Screen title={t('title')} onBack={nav.home} backLabel={t('common.home', { ns: 'pda' })} testId="stock-query">
      <ScanField scanner={scanner} label={found ? t('again') : t('scan')} />
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <ul className="pda-cards" data-testid="stock-rows">
        {found?.rows.map((row) => (
          <li key={`${row.cellNo}|${row.itemNo}|${row.lotNo}|${row.containerNo}|${row.stockStatus}`} data-testid="stock-row">
            <Facts rows={[
              [t('cell'), row.cellNo],
              [t('item'), row.itemName ? `${row.itemNo} · ${row.itemName}` : row.itemNo],
              ...(row.lotNo ? [[t('lot'), row.lotNo] as [string, string]] : []),
              ...(row.expiryDate ? [[t('expiry'), row.expiryDate, 'stock-expiry'] as [string, string, string]] : []),
              ...(row.containerNo ? [[t('container'), row.containerNo] as [string, string]] : []),
              [t('status'), t(`statuses.${row.stockStatus}`, { defaultValue: row.stockStatus })],
              ...(row.blindCount ? [[t('onHand'), t('blind', { docNo: row.blindCount }), 'stock-on-hand'] as [string, string, string]] : [
                [t('onHand'), `${row.onHand} ${row.unitNo ?? ''}`.trim(), 'stock-on-hand'] as [string, string, string],
                ...(Number(row.frozen) > 0 ? [[t('frozen'), [row.frozen, ...row.frozenBy.map((by) => (by.docType === 'CHK' ? t('countPlan', { docNo: by.docNo }) : by.docNo))].join(' · '), 'stock-frozen'] as [string, string, string]] : []),
                [t('available'), row.available ?? ''] as [string, string],
              ]),
            ]} />
          </li>
        ))}
      </ul>
    </Screen>
  );
}
