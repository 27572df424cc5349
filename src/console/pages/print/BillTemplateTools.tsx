/**
 * Toolbar buttons of the bill-template list (spec console §2 bill-template): "Enable" and
 * "Disable" the selected templates (isModify), then reload the list.
 */
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billTemplateEntity } from '../../../shared/entities/print-template.entity.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

export function BillTemplateTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'enable' | 'disable' | undefined>();
  if (!permissions.isModify) return null;

  const run = async (method: 'enable' | 'disable') => {
    setBusy(method);
    try {
      const list = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
      const { updated } = await call<{ updated: number }>(billTemplateEntity.calls.service, method, { list });
      message.success(t(`print.${method}d`, { count: updated }));
      onDone();
    } catch {
      // request.ts has shown the refusal.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      {(['enable', 'disable'] as const).map((method) => (
        <Button key={method} size="small" disabled={selected.length === 0} loading={busy === method} onClick={() => void run(method)} data-testid={`bill-template-${method}`}>
          {t(`print.${method}`)}
        </Button>
      ))}
    </>
  );
}
