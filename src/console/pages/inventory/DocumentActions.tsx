/**
 * The action buttons of a document list's toolbar (submit, complete, invalidate, unfreeze), from
 * the document's transition table (src/shared/documents): shown with the action's permission flag,
 * enabled when the selection fits the flag's row rule (spec console §6) and every selected
 * document's status allows the action. Each asks for confirmation (in the action's own words,
 * stock.confirmAction.<action>, else completing books stock), with the required reason of an
 * action declaring a remark field (close: closeRemark), and reloads the list after it; refusals
 * are shown by request.ts. An answer that carries allocations (allocate, issue 25 "allocation
 * tells the truth at once") is shown as AllocationResults: a warning with the short lines and
 * their reasons when any notice is short, else a success message.
 */
import { App, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAct, type DocumentDef } from '../../../shared/documents/document.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import { isEnabledFor } from '../../entity/toolbar-rules.ts';
import { AllocationResults, type Allocation } from '../outbound/AllocationCard.tsx';
import { runAction } from './document-api.ts';

type Props = { doc: DocumentDef; permissions: MenuPermissions; selected: Record<string, unknown>[]; onDone: () => void };

export function DocumentActions({ doc, permissions, selected, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const actions = Object.entries(doc.actions)
    .filter(([, a]) => permissions[a.flag] === true)
    .sort(([, a], [, b]) => a.sort - b.sort);

  const run = (action: string) => {
    const label = t(`stock.action.${action}`);
    const rows = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
    const remarkField = doc.actions[action].remark;
    let remark = '';
    const own = `stock.confirmAction.${action}`;
    const question = i18n.exists(own) ? t(own) : t(doc.actions[action].posts ? 'stock.confirmPosting' : 'stock.confirmPlain');
    modal.confirm({
      title: t('stock.confirmTitle', { action: label, count: rows.length }),
      content: remarkField ? (
        <>
          <p>{question}</p>
          <Input.TextArea aria-label={t(`field.${remarkField}`)} placeholder={t(`field.${remarkField}`)} maxLength={99} onChange={(e) => (remark = e.target.value)} data-testid="doc-action-remark" />
        </>
      ) : question,
      onOk: async () => {
        if (remarkField && !remark.trim()) {
          message.error(t('validation.required', { field: t(`field.${remarkField}`) }));
          throw new Error('remark required');
        }
        // A refusal is shown by request.ts; it ends the confirmation without an uncaught error.
        const answer = await runAction(doc, action, rows, remarkField ? remark.trim() : undefined).catch(() => undefined);
        if (!answer) return;
        const short = answer.filter((row) => (row.allocation as Allocation | undefined)?.short);
        if (short.length > 0) {
          modal.warning({ title: t('outbound.alloc.someShort', { count: short.length, total: answer.length }), content: <AllocationResults rows={short} />, width: 900 });
        } else {
          message.success(t('stock.done', { action: label, count: rows.length }));
        }
        onDone();
      },
    });
  };

  return (
    <>
      {actions.map(([action, transition]) => {
        const enabled = isEnabledFor(transition.flag, selected.length) && selected.length > 0 && selected.every((row) => canAct(doc, action, String(row.statusCode)));
        return (
          <Button key={action} disabled={!enabled} onClick={() => run(action)} data-testid={`doc-${action}`}>
            {t(`stock.action.${action}`)}
          </Button>
        );
      })}
    </>
  );
}
