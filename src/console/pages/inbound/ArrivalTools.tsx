/**
 * The arrival note list's tools: the document's action buttons and "Receipt labels" (isPrint on
 * the page; one received note selected: in progress, completed or closed case), which opens the
 * receipt label dialog.
 */
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARRIVAL } from '../../../shared/documents/arrival.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { DocumentActions } from '../inventory/DocumentActions.tsx';
import { ReceiptLabelDialog } from './ReceiptLabelDialog.tsx';

const RECEIVED = ['15', '30', '40'];

export function ArrivalTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const [labelling, setLabelling] = useState<number | undefined>();
  const one = selected.length === 1 ? selected[0] : undefined;
  return (
    <Space wrap>
      <DocumentActions doc={ARRIVAL} permissions={permissions} selected={selected} onDone={onDone} />
      {permissions.isPrint === true && (
        <Button disabled={!one || !RECEIVED.includes(String(one.statusCode))} onClick={() => setLabelling(Number(one?.id))} data-testid="arrival-labels">
          {t('quality.printLabels')}
        </Button>
      )}
      <ReceiptLabelDialog arrivalId={labelling} onClose={() => setLabelling(undefined)} />
    </Space>
  );
}
