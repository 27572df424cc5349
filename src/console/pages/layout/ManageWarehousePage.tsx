/**
 * manageWarehouse (spec console §2 Base.Basic extra): the 2D plan of a warehouse. Choose a
 * warehouse (?warehouseNo= preselects one), see its zones at their positions (ZonePlan), drag a
 * zone to move it (zone isModify; saved by updateBmZonePosByParams), click a zone to see its
 * shelves and cells (ZonePanel), and create a grid of cells in one batch (cell isAdd,
 * BatchCreateDialog). The page sits beside the warehouse list (its tab); its buttons follow the
 * cell and zone menus' flags (layout-menus.ts). Empty states: no warehouse in the user's scope, a
 * warehouse without zones.
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Row, Select, Space, Spin, Statistic } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WareSummary, ZoneLayout } from '../../../shared/layout.ts';
import { usePage } from '../../shell/page-context.ts';
import { useSession } from '../../../client/session-store.ts';
import { BatchCreateDialog } from './BatchCreateDialog.tsx';
import { layoutApi } from './layout-api.ts';
import { layoutPermissions } from './layout-menus.ts';
import { ZonePanel } from './ZonePanel.tsx';
import { ZonePlan } from './ZonePlan.tsx';

export function ManageWarehousePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { search } = usePage();
  const [warehouses, setWarehouses] = useState<WareSummary[]>();
  const [warehouseNo, setWarehouseNo] = useState<string>();
  const [zones, setZones] = useState<ZoneLayout[]>();
  const [zoneNo, setZoneNo] = useState<string>();
  const [creating, setCreating] = useState(false);
  // Bumped after a change so the zone panel reloads its cells.
  const [version, setVersion] = useState(0);
  const permissions = layoutPermissions(useSession((s) => s.menus));

  const wanted = new URLSearchParams(search).get('warehouseNo') ?? undefined;
  const loadWarehouses = useCallback(() => {
    layoutApi.warehouses().then((list) => {
      setWarehouses(list);
      setWarehouseNo((current) => current ?? list.find((w) => w.warehouseNo === wanted)?.warehouseNo ?? list[0]?.warehouseNo);
    }, () => setWarehouses([]));
  }, [wanted]);
  // Opening the plan again for another warehouse (?warehouseNo=) switches to it.
  useEffect(() => {
    if (wanted) setWarehouseNo(wanted);
  }, [wanted]);
  const loadZones = useCallback(() => {
    if (!warehouseNo) return;
    layoutApi.zones(warehouseNo).then((answer) => setZones(answer.zones), () => setZones([]));
  }, [warehouseNo]);
  useEffect(loadWarehouses, [loadWarehouses]);
  useEffect(() => {
    setZones(undefined);
    setZoneNo(undefined);
    loadZones();
  }, [loadZones]);

  const refresh = () => {
    loadWarehouses();
    loadZones();
    setVersion((v) => v + 1);
  };

  const move = (zone: ZoneLayout, place: { zoneX: number; zoneY: number }) => {
    if (!warehouseNo) return;
    setZones((list) => list?.map((z) => (z.zoneNo === zone.zoneNo ? { ...z, ...place } : z)));
    const position = { id: zone.id, version: zone.version, ...place, zoneWidth: zone.zoneWidth, zoneDepth: zone.zoneDepth, zoneRotation: zone.zoneRotation };
    layoutApi.moveZones(warehouseNo, [position]).then(
      (answer) => {
        setZones((list) => list?.map((z) => answer.zones.find((saved) => saved.zoneNo === z.zoneNo) ?? z));
        message.success(t('layout.moved', { zoneNo: zone.zoneNo }));
      },
      loadZones,
    );
  };

  const summary = warehouses?.find((w) => w.warehouseNo === warehouseNo);
  const selectedZone = zones?.find((z) => z.zoneNo === zoneNo);
  if (warehouses === undefined) return <Spin />;
  if (warehouses.length === 0) return <Card variant="borderless"><Empty description={t('layout.noWarehouses')} /></Card>;

  return (
    <Space orientation="vertical" size={16} className="wms-wide" data-testid="manage-warehouse">
      <Card variant="borderless">
        <div className="wms-toolbar">
          <Space wrap>
            <Select
              className="wms-layout-warehouse"
              value={warehouseNo}
              onChange={setWarehouseNo}
              aria-label={t('field.warehouseNo')}
              options={warehouses.map((w) => ({ value: w.warehouseNo, label: `${w.warehouseNo} - ${w.warehouseName}` }))}
              style={{ minWidth: 280 }}
            />
            {summary && (
              <Space size={24}>
                <Statistic title={t('layout.zones')} value={summary.zoneCount} />
                <Statistic title={t('layout.cells')} value={summary.cellCount} />
                <Statistic title={t('field.isBadCell')} value={summary.badCellCount} />
                <Statistic title={t('layout.occupied')} value={summary.occupiedCount} />
              </Space>
            )}
          </Space>
          <Space>
            <Button icon={<ReloadOutlined />} onClick={refresh}>{t('layout.refresh')}</Button>
            {permissions.cells.isAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!zones?.length}>{t('layout.batchCreate')}</Button>
            )}
          </Space>
        </div>
      </Card>
      {zones === undefined ? (
        <Spin />
      ) : zones.length === 0 ? (
        <Card variant="borderless"><Empty description={t('layout.noZones')} /></Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={selectedZone ? 10 : 24}>
            <Card variant="borderless" title={t('layout.plan')} extra={permissions.zones.isModify ? t('layout.dragHint') : undefined}>
              <ZonePlan zones={zones} selected={zoneNo} canMove={Boolean(permissions.zones.isModify)} onSelect={setZoneNo} onMove={move} />
            </Card>
          </Col>
          {selectedZone && warehouseNo && (
            <Col xs={24} xl={14}>
              <ZonePanel warehouseNo={warehouseNo} zone={selectedZone} permissions={permissions.cells} version={version} onChanged={refresh} />
            </Col>
          )}
        </Row>
      )}
      {warehouseNo && zones && (
        <BatchCreateDialog
          open={creating}
          warehouseNo={warehouseNo}
          zones={zones}
          initialZone={zoneNo}
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            message.success(t('layout.created', { count: answer.created }));
            refresh();
          }}
        />
      )}
    </Space>
  );
}
