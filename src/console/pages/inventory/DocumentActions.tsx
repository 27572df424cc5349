/**
 * The action buttons of a document list's toolbar (submit, complete, invalidate, unfreeze), from
 * the document's transition table (src/shared/documents): shown with the action's permission flag,
 * enabled when the selection fits the flag's row rule (spec console §6) and every selected
 * document's status allows the action; a disabled one says why in a tooltip (actionBlocked). Each asks for confirmation (in the action's own words,
 * stock.confirmAction.<action>, else completing books stock), with the required reason of an
 * action declaring a remark field (close: closeRemark), and reloads the list after it; refusals
 * are shown by request.ts. An answer that carries allocations (allocate, issue 25 "allocation
 * tells the truth at once") is shown as AllocationResults: a warning with the short lines and
 * their reasons when any notice is short, else a success message.
 */
import { App, Button, Input, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { canAct, type DocumentDef } from '../../../shared/documents/document.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import { disabledReason } from '../../entity/toolbar-rules.ts';
import { AllocationResults, type Allocation } from '../outbound/AllocationCard.tsx';
import { runAction } from './document-api.ts';

/**
 * Why `action` cannot run on the selection, in the user's words (`t`), undefined when it can: the
 * flag's row rule (select one row, select a row), else the first selected document whose status does
 * not allow it (list.whyStatus: its number and status label).
 */
function actionBlocked(doc: DocumentDef, action: string, selected: Record<string, unknown>[], t: TFunction): string | undefined {
  const rule = disabledReason(doc.actions[action].flag, selected.length) ?? (selected.length === 0 ? 'list.whySome' : undefined);
  if (rule) return t(rule);
  const stuck = selected.find((row) => !canAct(doc, action, String(row.statusCode)));
  if (!stuck) return undefined;
  const mid = doc.entity.fields.statusCode?.enumMid ?? 'DOC_STATUS';
  return t('list.whyStatus', { docNo: String(stuck[doc.docNoField] ?? ''), status: t(`enum.${mid}.${String(stuck.statusCode)}`) });
}

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
      {actions.map(([action]) => {
        const why = actionBlocked(doc, action, selected, t);
        return (
          // A disabled button says why on hover; the span takes the pointer events a disabled button has not.
          <Tooltip key={action} title={why}>
            <span data-testid={`doc-${action}-why`}>
              <Button disabled={why !== undefined} onClick={() => run(action)} data-testid={`doc-${action}`}>
                {t(`stock.action.${action}`)}
              </Button>
            </span>
          </Tooltip>
        );
      })}
    </>
  );
}
