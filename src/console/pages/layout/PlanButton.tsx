/**
 * "Warehouse plan" tool of the warehouse and cell lists (LIST_EXTRAS): opens manageWarehouse,
 * on the warehouse of the first selected row when there is one.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListExtraProps } from '../basic/list-extra-props.ts';
import { useSession } from '../../../client/session-store.ts';
import { planPath } from './layout-menus.ts';

export function PlanButton({ selected }: ListExtraProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = planPath(useSession((s) => s.menus), selected[0]?.warehouseNo ? String(selected[0].warehouseNo) : undefined);
  if (!path) return null;
  return <Button icon={<AppstoreOutlined />} onClick={() => navigate(path)} data-testid="open-plan">{t('layout.openPlan')}</Button>;
}
