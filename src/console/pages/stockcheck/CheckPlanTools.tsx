/**
 * The toolbar tools of the count plan list (SM.Inventory plan, LIST_EXTRAS): the plan's document
 * actions, and with isPrint on the plan menu "Print container labels", the stock-check form of
 * spec console §5 (BoxLabelDialog), prefilled with the organisation and number of a single
 * selected plan.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_CHECK } from '../../../shared/documents/stock-check.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { DocumentActions } from '../inventory/DocumentActions.tsx';
import { BoxLabelDialog } from './BoxLabelDialog.tsx';

export function CheckPlanTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [only] = selected.length === 1 ? selected : [];
  const initial = only ? { orgNo: String(only.orgNo), checkNo: String(only.checkNo) } : {};
  return (
    <>
      <DocumentActions doc={STOCK_CHECK} permissions={permissions} selected={selected} onDone={onDone} />
      {permissions.isPrint && (
        <Button icon={<PrinterOutlined />} onClick={() => setOpen(true)} data-testid="check-box-labels">
          {t('check.labels.button')}
        </Button>
      )}
      {open && <BoxLabelDialog initial={initial} onClose={() => setOpen(false)} />}
    </>
  );
}
