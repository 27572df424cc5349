/**
 * System.Dispatch scheduled (spec console §2, workflows §3, §4; menu 160601): the jobs with their
 * schedule, state (0-5), next and last run; keyword search; toolbar Add, Modify and Delete (one row),
 * Pause, Start and Run now (rows selected) as the page's flags allow (isAdd, isModify, isDelete).
 * Add and Modify open add-scheduled and modify-scheduled/{id}.
 */
import { App, Button, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../shared/rpc.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { toolbarButtons, type ToolbarCandidate } from '../../entity/toolbar-rules.ts';
import { call } from '../../../client/request.ts';
import { addPath, modifyPath } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { scheduleText, type JobRow } from './job-texts.ts';
import { namedRows } from '../../entity/named-rows.ts';
import { refLabel } from '../../entity/ref-label.ts';
import { useAnswer } from '../../use-answer.ts';
import { tablePagination } from '../../paging.ts';

const SERVICE = 'ISysJobService';
const STATE_COLOURS = ['green', 'orange', 'blue', 'default', 'red', 'default'];
/** The state of a paused job (security.states). */
const PAUSED = 1;

type Action = 'add' | 'modify' | 'delete' | 'pause' | 'start' | 'runNow';
const BUTTONS: ToolbarCandidate<Action>[] = [
  { action: 'add', flag: 'isAdd', sort: 1 },
  { action: 'modify', flag: 'isModify', sort: 2 },
  { action: 'delete', flag: 'isDelete', sort: 3 },
];
const BATCH: Action[] = ['pause', 'start', 'runNow'];

type RunLog = { jobNo: string; success: boolean; result: number | null; message: string | null };

export function ScheduledJobsPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT });
  const [selected, setSelected] = useState<JobRow[]>([]);
  const listVersion = useTabs((s) => s.listVersion[menu.path] ?? 0);

  const { answer: page, reload } = useAnswer(() => call<Page<JobRow>>(SERVICE, 'getsysjoblist', { current: paging.current, size: paging.size, condition: keyword ? { keyword } : {} }), [keyword, paging, listVersion]);
  useEffect(() => setSelected([]), [page]);

  const ids = () => selected.map((row) => row.id);

  const run = async (action: Action) => {
    if (action === 'add') navigate(addPath(menu));
    else if (action === 'modify') navigate(modifyPath(menu, selected[0].id));
    else if (action === 'delete') {
      modal.confirm({
        title: t('list.deleteTitle'),
        content: t('list.deleteNamed', { names: namedRows(t, selected.map((row) => refLabel(row.jobNo, row.jobName))) }),
        onOk: async () => {
          const count = await call<number>(SERVICE, 'deletesysjobbyids', { delList: selected.map(({ id, version }) => ({ id, version })) });
          message.success(t('list.deleted', { count }));
          reload();
        },
      });
    } else if (action === 'runNow') {
      for (const row of selected) {
        const log = await call<RunLog>(SERVICE, 'runsysjobnow', { id: row.id });
        if (log.success) message.success(t(`security.ranCounted.${row.jobClass}`, { jobNo: log.jobNo, count: log.result ?? 0, defaultValue: t('security.ranOk', { jobNo: log.jobNo, result: log.result ?? 0 }) }));
        else message.error(t('security.ranFailed', { jobNo: log.jobNo, message: log.message ?? '' }));
      }
      reload();
    } else {
      const count = await call<number>(SERVICE, action === 'pause' ? 'pausesysjob' : 'startsysjob', { ids: ids() });
      message.success(t(action === 'pause' ? 'security.paused' : 'security.started', { count }));
      reload();
    }
  };

  const { visible } = toolbarButtons(BUTTONS, menu.permissions, selected.length);
  const columns: TableColumnsType<JobRow> = [
    { key: 'jobNo', dataIndex: 'jobNo', title: t('security.jobNo') },
    { key: 'jobName', dataIndex: 'jobName', title: t('security.jobName'), render: (value: string, row) => (row.builtIn ? <Space>{value}<Tag>{t('security.builtIn')}</Tag></Space> : value) },
    { key: 'jobGroup', dataIndex: 'jobGroup', title: t('security.jobGroup') },
    { key: 'jobClass', dataIndex: 'jobClass', title: t('security.jobClass'), render: (value: string) => t(`security.jobClasses.${value}`, { defaultValue: value }) },
    { key: 'schedule', title: t('security.schedule'), render: (_: unknown, row) => scheduleText(t, row) },
    { key: 'state', dataIndex: 'state', title: t('security.state'), render: (value: number) => <Tag color={STATE_COLOURS[value]} data-testid="job-state">{t(`security.states.${value}`)}</Tag> },
    // A paused job does not run: its stored next time is not shown as if it would (walk 14-26 item 13).
    { key: 'nextRunAt', dataIndex: 'nextRunAt', title: t('security.nextRunAt'), render: (value: string | null, row) => (Number(row.state) === PAUSED ? <Typography.Text type="secondary">{t('security.pausedNoRun')}</Typography.Text> : value ? formatDateTime(value) : null) },
    { key: 'lastRunAt', dataIndex: 'lastRunAt', title: t('security.lastRunAt'), render: (value: string | null) => (value ? formatDateTime(value) : null) },
  ];

  return (
    <div className="wms-list" data-testid="scheduled-jobs">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('list.keywordPlaceholder')} enterButton={t('list.query')} onSearch={(value) => { setKeyword(value.trim()); setPaging((p) => ({ ...p, current: 1 })); }} data-testid="job-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space>
            {visible.map((button) => (
              <Button key={button.action} type={button.action === 'add' ? 'primary' : 'default'} danger={button.action === 'delete'} disabled={!button.enabled} onClick={() => void run(button.action)} data-testid={`job-${button.action}`}>
                {t(`list.${button.action}`)}
              </Button>
            ))}
            {menu.permissions.isModify && BATCH.map((action) => (
              <Button key={action} disabled={selected.length === 0} onClick={() => void run(action)} data-testid={`job-${action}`}>
                {t(`security.${action}`)}
              </Button>
            ))}
          </Space>
        </div>
        <Table<JobRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={!page}
          rowSelection={{ selectedRowKeys: ids(), onChange: (_keys, rows) => setSelected(rows) }}
          pagination={tablePagination(paging, page?.total, setPaging, t)}
          data-testid="job-table"
        />
      </Card>
    </div>
  );
}
