/**
 * The print button of any list page whose menu grants isPrint (spec console §5, §6): disabled
 * with no selected rows or rows of different organisation and customer combinations (the tooltip
 * says why); opens the print dialog for the selected rows; `onPrinted` after rows changed (split).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPrintTogether } from '../../../shared/print.ts';
import { PrintDialog } from './PrintDialog.tsx';

type Props = { module: string; selected: ({ id: number } & Record<string, unknown>)[]; onPrinted: () => void };

export function PrintButton({ module, selected, onPrinted }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = canPrintTogether(selected);
  const reason = selected.length === 0 ? t('print.noRows') : allowed ? undefined : t('print.mixed');
  return (
    <>
      <Tooltip title={reason}>
        <Button icon={<PrinterOutlined />} disabled={!allowed} onClick={() => setOpen(true)} data-testid="toolbar-print">
          {t('print.button')}
        </Button>
      </Tooltip>
      <PrintDialog open={open} module={module} ids={selected.map((row) => row.id)} onClose={() => setOpen(false)} onPrinted={onPrinted} />
    </>
  );
}
