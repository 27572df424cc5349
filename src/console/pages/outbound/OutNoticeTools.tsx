/**
 * The toolbar of the outbound notice list (LIST_EXTRAS): the notice's document actions (submit,
 * allocate, cancel allocation, ship, post, close with its reason, invalidate) and suspend /
 * release suspend (workflows §4, §6), shown with the modify flag and enabled when every selected
 * notice is initial or in progress and not yet suspended (suspend) or suspended (release).
 */
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { OUT_NOTICE, SUSPENDABLE } from '../../../shared/documents/outbound-notice.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { call } from '../../../client/request.ts';
import { DocumentActions } from '../inventory/DocumentActions.tsx';

const COMMANDS = [['suspend', false], ['release', true]] as const;

export function OutNoticeTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const run = (command: string) => {
    const label = t(`stock.action.${command}`);
    modal.confirm({
      title: t('stock.confirmTitle', { action: label, count: selected.length }),
      content: t('stock.confirmPlain'),
      onOk: async () => {
        await call(OUT_NOTICE.entity.calls.service, `${command}outnotice`, { list: selected.map((row) => ({ id: Number(row.id), version: Number(row.version) })) });
        message.success(t('stock.done', { action: label, count: selected.length }));
        onDone();
      },
    });
  };
  return (
    <>
      <DocumentActions doc={OUT_NOTICE} permissions={permissions} selected={selected} onDone={onDone} />
      {permissions.isModify === true && COMMANDS.map(([command, suspended]) => (
        <Button
          key={command}
          disabled={selected.length === 0 || !selected.every((row) => SUSPENDABLE.includes(String(row.statusCode) as never) && row.isSuspend === suspended)}
          onClick={() => run(command)}
          data-testid={`doc-${command}`}
        >
          {t(`stock.action.${command}`)}
        </Button>
      ))}
    </>
  );
}
