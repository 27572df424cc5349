/// <reference types="vite/client" />
/**
 * The route /warehouseScreen (spec console §2, hidden full-screen view, no shell): the warehouse
 * comes from ?warehouseNo=; without one (or one outside the user's scope) the page lists the
 * user's warehouses to choose from. Options of the wall PC ride on the URL (burn-in.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '../client/request.ts';
import { WORKBENCH_SERVICE, type WorkbenchAreaInfo } from '../shared/workbench.ts';
import { screenOptions } from './burn-in.ts';
import './screen.css';
import { registerScreenTexts } from '../client/screen-texts.ts';
import { WarehouseScreen } from './WarehouseScreen.tsx';
import { localTimeZone } from '../client/page-hub.ts';

registerScreenTexts();

type Choice = { warehouseNo: string; warehouseName: string };

export function ScreenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [warehouses, setWarehouses] = useState<Choice[] | null>(null);
  const warehouseNo = params.get('warehouseNo');

  useEffect(() => {
    call<WorkbenchAreaInfo>(WORKBENCH_SERVICE, 'getWorkbenchAreaInfo', { timeZone: localTimeZone() }, { quiet: true }).then(
      (info) => setWarehouses(info.warehouses.map(({ warehouseNo: no, warehouseName }) => ({ warehouseNo: no, warehouseName }))),
      () => setWarehouses([]),
    );
  }, []);

  if (warehouses === null) return <div className="wms-screen-viewport wms-screen-chooser" />;
  const chosen = warehouses.find((w) => w.warehouseNo === warehouseNo);
  if (chosen) return <WarehouseScreen warehouseNo={chosen.warehouseNo} warehouseName={chosen.warehouseName} options={screenOptions(params)} />;
  return (
    <div className="wms-screen-viewport wms-screen-chooser" data-testid="screen-chooser">
      <h1>{warehouses.length ? t('screen.chooseWarehouse') : t('screen.noWarehouse')}</h1>
      <ul>
        {warehouses.map((w) => (
          <li key={w.warehouseNo}>
            <Link to={`?warehouseNo=${encodeURIComponent(w.warehouseNo)}`}>{w.warehouseNo} {w.warehouseName}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
