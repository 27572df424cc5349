/// <reference types="vite/client" />
/**
 * The route /warehouseScreen (spec console §2, hidden full-screen view, no shell): the warehouse
 * comes from ?warehouseNo=; a wall of several (`warehouseNo=WH-SEA,WH-LDN&rotateSeconds=60`) shows
 * each in turn, on one stream hub for the page's lifetime. Without one in the user's scope the page
 * lists the user's warehouses to choose from. Options of the wall PC ride on the URL (burn-in.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '../client/request.ts';
import { WORKBENCH_SERVICE, type WorkbenchAreaInfo } from '../shared/workbench.ts';
import type { Hub } from '../streams/index.ts';
import { screenOptions, wallIndex, wallWarehouses } from './burn-in.ts';
import './screen.css';
import { registerScreenTexts } from '../client/screen-texts.ts';
import { useNow, WarehouseScreen } from './WarehouseScreen.tsx';
import { localTimeZone, openPageHub } from '../client/page-hub.ts';

registerScreenTexts();

type Choice = { warehouseNo: string; warehouseName: string };

/** Opens the hub for the lifetime of the page and closes it on leave. */
function usePageHub(): Hub | null {
  const [hub, setHub] = useState<Hub | null>(null);
  useEffect(() => {
    const opened = openPageHub();
    setHub(opened);
    return () => opened.close();
  }, []);
  return hub;
}

function Wall({ chosen, params }: { chosen: Choice[]; params: URLSearchParams }) {
  const hub = usePageHub();
  const options = screenOptions(params);
  const now = useNow(chosen.length > 1 ? 1_000 : 3_600_000);
  const shown = chosen[wallIndex(now, chosen.length, options.rotateSeconds)];
  return <WarehouseScreen key={shown.warehouseNo} hub={hub} warehouseNo={shown.warehouseNo} warehouseName={shown.warehouseName} options={options} />;
}

export function ScreenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [warehouses, setWarehouses] = useState<Choice[] | null>(null);

  useEffect(() => {
    call<WorkbenchAreaInfo>(WORKBENCH_SERVICE, 'getWorkbenchAreaInfo', { timeZone: localTimeZone() }, { quiet: true }).then(
      (info) => setWarehouses(info.warehouses.map(({ warehouseNo: no, warehouseName }) => ({ warehouseNo: no, warehouseName }))),
      () => setWarehouses([]),
    );
  }, []);

  if (warehouses === null) return <div className="wms-screen-viewport wms-screen-chooser" />;
  const chosen = wallWarehouses(params.get('warehouseNo')).flatMap((no) => warehouses.filter((w) => w.warehouseNo === no));
  if (chosen.length > 0) return <Wall chosen={chosen} params={params} />;
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
