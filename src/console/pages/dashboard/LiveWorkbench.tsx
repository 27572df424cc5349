/**
 * The live workbench of the dashboard (spec console §7 getWorkbenchAreaInfo): today's KPIs of each
 * warehouse in the user's scope, polled every 30 s and fetched again right after a stock posting
 * (the hub's `stock.posted` events, already filtered to the user's scope by the server), with the
 * connection badge and a button that opens the warehouse's big screen in a new window.
 */
import { DesktopOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditTime, catchError, concatMap, EMPTY, from, merge, type Observable } from 'rxjs';
import { WORKBENCH_SERVICE, type WorkbenchAreaInfo, type WorkbenchWarehouse } from '../../../shared/workbench.ts';
import { localTimeZone, openPageHub } from '../../../client/page-hub.ts';
import { registerScreenTexts } from '../../../client/screen-texts.ts';
import { useObservable } from '../../../client/use-observable.ts';
import type { ConnectionState, Hub } from '../../../streams/index.ts';
import { call } from '../../../client/request.ts';
import { SCREEN_PATH } from '../../routes.ts';

registerScreenTexts();

const INTERVAL_MS = 30_000;
/** At most one refresh per second after postings (the cards cover every warehouse in scope). */
const STATUS_COLOURS = { live: 'green', stale: 'gold', offline: 'red' } as const;

function workbench$(hub: Hub): Observable<WorkbenchAreaInfo> {
  const body = { timeZone: localTimeZone() };
  return merge(
    hub.poll<WorkbenchAreaInfo>({ service: WORKBENCH_SERVICE, method: 'getWorkbenchAreaInfo', body, intervalMs: INTERVAL_MS }),
    hub.topic('stock.posted').pipe(
      auditTime(1_000),
      concatMap(() => from(call<WorkbenchAreaInfo>(WORKBENCH_SERVICE, 'getWorkbenchAreaInfo', body, { quiet: true })).pipe(catchError(() => EMPTY))),
    ),
  );
}

function flowText(done: number, planned: number): string {
  return `${done} / ${planned}`;
}

function WarehouseCard({ warehouse }: { warehouse: WorkbenchWarehouse }) {
  const { t } = useTranslation();
  const { progress, waterLevel, alerts, openTasks } = warehouse;
  const open = () => window.open(`${SCREEN_PATH}?warehouseNo=${encodeURIComponent(warehouse.warehouseNo)}`, '_blank', 'noopener');
  return (
    <Card
      title={`${warehouse.warehouseNo} - ${warehouse.warehouseName}`}
      variant="borderless"
      data-testid={`workbench-${warehouse.warehouseNo}`}
      extra={<Button icon={<DesktopOutlined />} onClick={open}>{t('screen.open')}</Button>}
    >
      <Row gutter={[16, 16]}>
        <Col span={6}><Statistic title={`${t('screen.inbound')} · ${t('screen.lines')}`} value={flowText(progress.inbound.linesDone, progress.inbound.linesPlanned)} data-testid="workbench-inbound-lines" /></Col>
        <Col span={6}><Statistic title={`${t('screen.outbound')} · ${t('screen.lines')}`} value={flowText(progress.outbound.linesDone, progress.outbound.linesPlanned)} data-testid="workbench-outbound-lines" /></Col>
        <Col span={6}><Statistic title={t('screen.pickingRate')} value={t('screen.linesPerHour', { rate: progress.pickingRate })} /></Col>
        <Col span={6}><Statistic title={t('screen.openTasks')} value={openTasks.total} /></Col>
        <Col span={6}><Statistic title={`${t('screen.inbound')} · ${t('screen.documents')}`} value={flowText(progress.inbound.documentsDone, progress.inbound.documentsPlanned)} /></Col>
        <Col span={6}><Statistic title={`${t('screen.outbound')} · ${t('screen.documents')}`} value={flowText(progress.outbound.documentsDone, progress.outbound.documentsPlanned)} /></Col>
        <Col span={6}><Statistic title={t('screen.below')} value={waterLevel.below} valueStyle={waterLevel.below ? { color: '#cf1322' } : undefined} /></Col>
        <Col span={6}><Statistic title={t('screen.above')} value={waterLevel.above} valueStyle={waterLevel.above ? { color: '#d48806' } : undefined} /></Col>
      </Row>
      {(alerts.negativeStock > 0 || alerts.nearExpiry > 0) && (
        <Typography.Paragraph type="danger">
          {t('screen.alertKind.negativeStock')}: {alerts.negativeStock} · {t('screen.alertKind.nearExpiry')}: {alerts.nearExpiry}
        </Typography.Paragraph>
      )}
      {progress.outbound.linesPlanned === 0 && <Typography.Text type="secondary">{t('screen.noPlanYet')}</Typography.Text>}
    </Card>
  );
}

export function LiveWorkbench() {
  const { t } = useTranslation();
  const [hub, setHub] = useState<Hub | null>(null);
  useEffect(() => {
    const opened = openPageHub();
    setHub(opened);
    return () => opened.close();
  }, []);
  const info = useObservable(useMemo(() => (hub ? workbench$(hub) : undefined), [hub]), undefined);
  const state = useObservable<ConnectionState>(hub?.state$, { status: 'offline', lastGoodAt: null });
  const updated = state.lastGoodAt === null ? t('screen.never') : t('screen.lastUpdate', { time: new Date(state.lastGoodAt).toLocaleTimeString() });
  return (
    <Card
      title={t('screen.workbench')}
      variant="borderless"
      className="wms-workbench"
      extra={<span data-testid="workbench-status" data-status={state.status}><Tag color={STATUS_COLOURS[state.status]}>{t(`screen.${state.status}`)}</Tag>{updated}</span>}
    >
      <Typography.Paragraph type="secondary">{t('screen.workbenchHint')}</Typography.Paragraph>
      {info && info.warehouses.length === 0 && <Empty description={t('screen.noWarehouse')} />}
      <Row gutter={[16, 16]}>
        {info?.warehouses.map((warehouse) => (
          <Col xs={24} xl={12} key={warehouse.warehouseNo}>
            <WarehouseCard warehouse={warehouse} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
