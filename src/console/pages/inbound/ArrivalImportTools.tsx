/**
 * The arrival import list's tool (Base.Basic arrivalImport): "Create arrival notes" makes draft
 * arrival notes of the selected imported rows (IInArriveService/createFromArrivalImport, isAdd on
 * arrival-note; one note per warehouse, supplier and order), enabled when every selected row is
 * still imported (importStatus 1). Refusals are shown by request.ts.
 */
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

export function ArrivalImportTools({ selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const enabled = selected.length > 0 && selected.every((row) => row.importStatus === '1');
  const create = () =>
    modal.confirm({
      title: t('inbound.fromImportConfirm', { count: selected.length }),
      onOk: async () => {
        const created = await call<unknown[]>('IInArriveService', 'createFromArrivalImport', { ids: selected.map((row) => Number(row.id)) });
        message.success(t('inbound.fromImportDone', { count: created.length }));
        onDone();
      },
    });
  return (
    <Button disabled={!enabled} onClick={create} data-testid="arrival-import-create">
      {t('inbound.fromImport')}
    </Button>
  );
}
