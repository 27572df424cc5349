/**
 * Publish and cancel publish of the selected rows (workflows §4 publish states, §5 "publishing
 * needs at least one item selected"): schedules, procurement plans and forecasts, shown with isSubmit
 * on the page. With no row selected the buttons still answer, with the spec's message; the server
 * refuses rows in the wrong state. Forecasts add the manual get (isAdd).
 */
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityName } from '../../../shared/entity.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { ManualGetButton } from './ManualGetButton.tsx';

const METHODS: Partial<Record<EntityName, { service: string; publish: string; cancel: string }>> = {
  schedule: { service: 'ISrmScheduleService', publish: 'publishSchedule', cancel: 'cancelPublishSchedule' },
  procurementPlan: { service: 'ISrmProcurementPlanService', publish: 'publishPlan', cancel: 'cancelPublishPlan' },
  procurementForecast: { service: 'ISrmProcurementForecastService', publish: 'publishForecast', cancel: 'cancelPublishForecast' },
};

export function PublishTools({ entity, permissions, selected, onDone }: ListExtraProps & { entity: EntityName }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const methods = METHODS[entity];
  if (!methods) return null;
  const act = (kind: 'publish' | 'cancel') => {
    if (selected.length === 0) {
      message.error(t('error.SCHEDULE_SELECTION_REQUIRED'));
      return;
    }
    modal.confirm({
      title: t(kind === 'publish' ? 'schedule.publishConfirm' : 'schedule.cancelConfirm', { count: selected.length }),
      onOk: async () => {
        const list = selected.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
        const answer = await call<{ count: number }>(methods.service, methods[kind], { list });
        message.success(t(kind === 'publish' ? 'schedule.published' : 'schedule.cancelled', { count: answer.count }));
        onDone();
      },
    });
  };
  return (
    <Space>
      {permissions.isSubmit && (
        <>
          <Button onClick={() => act('publish')} data-testid="schedule-publish">
            {t('schedule.publish')}
          </Button>
          <Button onClick={() => act('cancel')} data-testid="schedule-cancel-publish">
            {t('schedule.cancelPublish')}
          </Button>
        </>
      )}
      {entity === 'procurementForecast' && permissions.isAdd && <ManualGetButton onDone={onDone} />}
    </Space>
  );
}
