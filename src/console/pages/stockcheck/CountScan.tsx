/**
 * Counting by scan in a count task (issue 25 part 3, cycle counts from the floor): one field for
 * the scanner, as on the picking page. A cell of the task's lines first (another cell scanned later
 * moves to it), then each item scan adds 1 to the counted quantity of that cell's line of the item
 * (from what was entered or saved); a number typed in the quantity box first sets the count of the
 * next item scan instead. "Save counted (n)" saves every entered line, one versioned call each
 * (IChkCheckStockTransactionService update by id, through `onSaveAll`). A blind count shows no book
 * quantity here either.
 */
import { App, Button, Input, Space, Tag } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckRow } from './check-api.ts';

type Props = {
  lines: CheckRow[];
  entered: Record<number, string>;
  disabled: boolean;
  onCount: (line: CheckRow, countQty: string) => void;
  onSaveAll: () => Promise<void>;
};

export function CountScan({ lines, entered, disabled, onCount, onSaveAll }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [cellNo, setCellNo] = useState('');
  const [scanned, setScanned] = useState('');
  const [qty, setQty] = useState('');
  const [saving, setSaving] = useState(false);
  const pending = Object.keys(entered).length;

  const onScan = () => {
    const value = scanned.trim();
    setScanned('');
    if (!value) return;
    if (lines.some((line) => line.cellNo === value)) {
      setCellNo(value);
      return;
    }
    if (!cellNo) {
      message.error(t('check.scanNoCell', { cellNo: value }));
      return;
    }
    const line = lines.find((l) => l.cellNo === cellNo && l.itemNo === value);
    if (!line) {
      message.error(t('check.scanNoLine', { cellNo, itemNo: value }));
      return;
    }
    const counted = qty.trim() || new Decimal(entered[line.id] || String(line.countQty ?? '') || '0').plus(1).toFixed();
    onCount(line, counted);
    setQty('');
    message.success(t('check.scanCounted', { cellNo, itemNo: value, qty: counted }));
  };
  const saveAll = () => {
    setSaving(true);
    void onSaveAll().finally(() => setSaving(false));
  };

  return (
    <div className="wms-toolbar">
      <Space wrap>
        {cellNo && <Tag color="blue" data-testid="count-scan-cell">{t('check.scanAtCell', { cellNo })}</Tag>}
        <Input
          autoFocus aria-label={t('check.scan')} placeholder={t(cellNo ? 'check.scanItemNow' : 'check.scanCellNow')} value={scanned} disabled={disabled}
          onChange={(e) => setScanned(e.target.value)} onPressEnter={onScan} style={{ width: 260 }} data-testid="count-scan"
        />
        <Input aria-label={t('check.scanQty')} placeholder={t('check.scanQty')} value={qty} disabled={disabled} onChange={(e) => setQty(e.target.value)} style={{ width: 140 }} data-testid="count-scan-qty" />
        <Button type="primary" disabled={disabled || pending === 0} loading={saving} onClick={saveAll} data-testid="count-save-all">
          {t('check.saveAll', { count: pending })}
        </Button>
      </Space>
    </div>
  );
}
