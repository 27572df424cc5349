/**
 * The pinned dashboard: a welcome, the live workbench of the user's warehouses (LiveWorkbench.tsx,
 * with the button to open each big screen), the user's organisation and warehouse, and the counts of
 * the master data whose list the user's menus hold (no call it would be refused, record 0870).
 * A supplier user has none of these (no warehouse, no master data): its dashboard is the supplier
 * portal's home (DoorPage, SUP 5404) when its menus hold that page, else the welcome alone.
 */
import { ApartmentOutlined, HomeOutlined, ShopOutlined, TagsOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTITIES } from '../../../shared/entities/index.ts';
import type { EntityName } from '../../../shared/entity.ts';
import { listRows } from '../../entity/entity-api.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { useSession, type MenuNode } from '../../../client/session-store.ts';
import { DoorPage } from '../portal/DoorPage.tsx';
import { LiveWorkbench } from './LiveWorkbench.tsx';

/** The supplier portal's home page (SUP 5404). */
const SUPPLIER_HOME = '5404';
const holds = (menus: MenuNode[], menuNo: string): boolean => menus.some((menu) => menu.menuNo === menuNo || holds(menu.children, menuNo));

const COUNTS: { entity: EntityName; labelKey: string; icon: ReactNode }[] = [
  { entity: 'supplier', labelKey: 'dashboard.suppliers', icon: <ShopOutlined /> },
  { entity: 'customer', labelKey: 'dashboard.customers', icon: <TeamOutlined /> },
  { entity: 'item', labelKey: 'dashboard.items', icon: <TagsOutlined /> },
];

function Welcome() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <Card variant="borderless" className="wms-welcome">
      <Typography.Title level={3}>{t('dashboard.welcome', { name: user?.userName ?? '' })}</Typography.Title>
      <Typography.Text type="secondary">{t('dashboard.today', { date: formatDateTime(new Date()).slice(0, 10) })}</Typography.Text>
    </Card>
  );
}

export function DashboardPage() {
  const user = useSession((s) => s.user);
  const menus = useSession((s) => s.menus) ?? [];
  if (user?.userType !== 'supplier') return <StaffDashboard />;
  return holds(menus, SUPPLIER_HOME) ? <DoorPage kind="supplier" /> : <div className="wms-dashboard" data-testid="supplier-dashboard"><Welcome /></div>;
}

function StaffDashboard() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const menus = useSession((s) => s.menus) ?? [];
  const [totals, setTotals] = useState<Partial<Record<EntityName, number>>>({});
  const counts = COUNTS.filter(({ entity }) => user?.isAdmin || [ENTITIES[entity].menuNo, ...(ENTITIES[entity].listedBy ?? [])].some((menuNo) => holds(menus, menuNo)));
  const countKey = counts.map(({ entity }) => entity).join();

  useEffect(() => {
    for (const entity of countKey.split(',').filter(Boolean) as EntityName[]) {
      listRows(ENTITIES[entity], { current: 1, size: 1, condition: {} }, { quiet: true }).then(
        (page) => setTotals((current) => ({ ...current, [entity]: page.total })),
        () => undefined,
      );
    }
  }, [countKey]);

  const none = <Typography.Text type="secondary">{t('dashboard.none')}</Typography.Text>;
  return (
    <div className="wms-dashboard">
      <Welcome />
      <LiveWorkbench />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('dashboard.profile')} variant="borderless" className="wms-fill">
            <Descriptions column={1} size="middle">
              <Descriptions.Item label={<><UserOutlined /> {t('dashboard.user')}</>}>{user ? `${user.userNo} - ${user.userName}` : none}</Descriptions.Item>
              <Descriptions.Item label={<><ApartmentOutlined /> {t('dashboard.organization')}</>}>
                {user?.orgNo ? `${user.orgNo} - ${user.orgName ?? ''}` : none}
              </Descriptions.Item>
              <Descriptions.Item label={<><HomeOutlined /> {t('dashboard.warehouse')}</>}>
                {user?.warehouseNo ? `${user.warehouseNo} - ${user.warehouseName ?? ''}` : none}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        {counts.length > 0 && <Col xs={24} lg={14}>
          <Card title={t('dashboard.masterData')} variant="borderless" className="wms-fill">
            <Row gutter={16}>
              {counts.map(({ entity, labelKey, icon }) => (
                <Col span={8} key={entity}>
                  <Statistic title={t(labelKey)} value={totals[entity] ?? '-'} prefix={icon} data-testid={`count-${entity}`} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>}
      </Row>
    </div>
  );
}
