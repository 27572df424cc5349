/**
 * The purchaser's answer to a supplier's proposal on the purchase order list (LIST_EXTRAS of
 * srmPurchase; workflows §4 order answer, record 0872): "Take proposal" (confirm: the line's quantity
 * and arrival date become the proposed ones, answer accepted) and "Decline proposal" (decline: the line
 * is pending acceptance again), each with isCheck on the page, enabled when every selected line is a
 * proposed change (answer status 3), confirmed first, then ISrmPurchaseService/confirmpurchaseanswer
 * { action, list: [{ id, version }] } (a stale version is refused by the server).
 */
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANSWER_STATUS, PURCHASER_ANSWERS } from '../../../shared/documents/order-answer.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

export function ProposalTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  if (!permissions.isCheck) return null;
  const proposed = selected.length > 0 && selected.every((row) => row.answerStatus === ANSWER_STATUS.proposed);

  const run = (action: (typeof PURCHASER_ANSWERS)[number]) => {
    const list = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
    const label = t(`portal.action.${action}`);
    modal.confirm({
      title: t('portal.proposalTitle', { action: label, count: list.length }),
      content: t('portal.proposalHint'),
      onOk: async () => {
        await call('ISrmPurchaseService', 'confirmpurchaseanswer', { action, list });
        message.success(t('portal.done', { action: label, count: list.length }));
        onDone();
      },
    });
  };

  return (
    <>
      {PURCHASER_ANSWERS.map((action) => (
        <Button key={action} disabled={!proposed} onClick={() => run(action)} data-testid={`proposal-${action}`}>
          {t(`portal.action.${action}`)}
        </Button>
      ))}
    </>
  );
}
