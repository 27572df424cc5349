/**
 * A list of documents in one status with one action of their transition table (the Inbound
 * cancel-receipt, task-notice, cancel-task and posting-notice pages): search by document number,
 * select rows, confirm, run the action (the document's call and its permission flag on the
 * document's menu; refusals are shown by request.ts and end the confirmation, never as an
 * uncaught error) and reload. A page's result view shows the last answer (the outbound
 * allocation: what each line got and why it is short), its detail view the one selected document.
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAct } from '../../../shared/documents/document.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import { runAction } from '../inventory/document-api.ts';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { CheckTable } from '../stockcheck/CheckTable.tsx';
import { AllocationResults, NoticeAllocation } from '../outbound/AllocationCard.tsx';
import type { ActionPageDef } from './inbound-pages.ts';

/** The views an action page may add (ActionPageDef.shows). */
const RESULT_VIEWS = { allocation: AllocationResults };
const DETAIL_VIEWS = { allocation: NoticeAllocation };

export function ActionListPage({ page, permissions }: { page: ActionPageDef; permissions: MenuPermissions }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { doc, action, statusCode } = page;
  const docNoField = doc.docNoField;
  const [condition, setCondition] = useState<Record<string, unknown>>({ statusCode });
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [answer, setAnswer] = useState<Record<string, unknown>[]>([]);
  const Result = page.shows?.result && RESULT_VIEWS[page.shows.result];
  const Detail = page.shows?.detail && DETAIL_VIEWS[page.shows.detail];
  const label = t(`stock.action.${action}`);
  const transition = doc.actions[action];
  // One list call per page: the table reloads when it changes.
  const list = useMemo(() => [doc.entity.calls.service, doc.entity.calls.list] as const, [doc]);

  const run = () =>
    modal.confirm({
      title: t('stock.confirmTitle', { action: label, count: selected.length }),
      content: t(transition.posts ? 'stock.confirmPosting' : 'stock.confirmPlain'),
      onOk: () =>
        runAction(doc, action, selected.map(({ id, version }) => ({ id, version }))).then((rows) => {
          setAnswer(rows);
          message.success(t('stock.done', { action: label, count: selected.length }));
          setSelected([]);
          setReloads((n) => n + 1);
        }, () => undefined),
    });

  const enabled = permissions[transition.flag] === true && selected.length > 0 && selected.every((row) => canAct(doc, action, String(row.statusCode)));
  return (
    <div className="wms-list" data-testid={`action-page-${action}`}>
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t(`field.${docNoField}`)} enterButton={t('inbound.search')} onSearch={(value) => setCondition({ statusCode, [docNoField]: value.trim() || undefined })} data-testid="action-page-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t(page.title)}>
        <div className="wms-toolbar">
          <Space>
            <Button type="primary" disabled={!enabled} onClick={run} data-testid="action-page-run">
              {label}
            </Button>
          </Space>
        </div>
        <CheckTable list={list} columns={page.columns} condition={condition} reloads={reloads} selected={selected} onSelect={setSelected} testId="action-page-table" />
        {Detail && selected.length === 1 && <Detail id={Number(selected[0].id)} reloads={reloads} />}
        {Result && <Result rows={answer} />}
      </Card>
    </div>
  );
}
