/**
 * The portal landing pages (workflows §2 door: enterprise and supplier portal; SUP 5404 the
 * supplier's home; issue 14): a welcome (a supplier user's supplier by number and name), on the
 * supplier's side its to-do list (SupplierToDo, issue 23), counts within the user's scope
 * (getDoorSummary), the latest news the user may read (opened and marked read in place) and
 * shortcuts to the portal pages the user's menus hold. Every card reads one source (use-door-data.ts),
 * reloaded live on the hub's events, on Refresh, on a news read and when the page comes back to the
 * front, so the cards agree (record 1000).
 */
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession, type MenuNode } from '../../../client/session-store.ts';
import { NewsList } from './NewsList.tsx';
import { SupplierToDo } from './SupplierToDo.tsx';
import { useDoorData } from './use-door-data.ts';

/** Which door: the enterprise's (170401) or the supplier's (170402 and the supplier portal's home). */
export type DoorKind = 'enterprise' | 'supplier';

/** The pages each door links to, by menu number, when the user's menus hold them. */
const SHORTCUTS: Record<DoorKind, string[]> = {
  enterprise: ['170201', '170101', '170501', '170507', '170502', '170503'],
  supplier: ['5401', '5402', '5403', '170201', '170101'],
};

function findMenus(menus: MenuNode[], wanted: string[]): MenuNode[] {
  const all = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
  const flat = all(menus);
  return wanted.flatMap((menuNo) => flat.filter((menu) => menu.menuNo === menuNo));
}

export function DoorPage({ kind }: { kind: DoorKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const menus = useSession((s) => s.menus) ?? [];
  const withToDo = kind === 'supplier' && user?.userType === 'supplier';
  const { data, reload } = useDoorData(withToDo);
  const summary = data?.summary;
  const supplier = summary?.supplier;

  return (
    <Space orientation="vertical" className="wms-wide" data-testid={`door-${kind}`}>
      <Card variant="borderless">
        <Typography.Title level={4}>{t(kind === 'enterprise' ? 'portal.enterpriseDoor' : 'portal.supplierDoor')}</Typography.Title>
        <Typography.Text>{t('portal.welcome', { name: user?.userName ?? '' })}</Typography.Text>
        {user?.belongSupplier && (
          <Typography.Text type="secondary" data-testid="door-supplier-name">
            {' · '}{t('portal.supplierOf', { supplierNo: user.belongSupplier, supplierName: supplier?.supplierNo === user.belongSupplier ? supplier.supplierName : '' }).trim()}
          </Typography.Text>
        )}
      </Card>
      {withToDo && <SupplierToDo todo={data?.todo} onReload={reload} />}
      <Card variant="borderless" title={t('portal.openCounts')}>
        <Row gutter={[16, 16]}>
          {Object.entries(summary?.counts ?? {}).map(([name, value]) => (
            <Col key={name} xs={12} md={6}>
              <Statistic title={t(`portal.count.${name}`)} value={value} data-testid={`door-count-${name}`} />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card variant="borderless" title={t('portal.latestNews')}>
            <NewsList news={summary?.news ?? []} onRead={reload} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('portal.shortcuts')}>
            <Space wrap>
              {findMenus(menus, SHORTCUTS[kind]).map((menu) => (
                <Button key={menu.menuNo} onClick={() => navigate(menu.path)}>
                  {menu.menuNameMap[i18n.language] ?? menu.menuName}
                </Button>
              ))}
            </Space>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
