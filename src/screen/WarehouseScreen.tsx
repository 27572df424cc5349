/**
 * The big screen of one warehouse: header with the Live / Stale / Offline badge, KPI columns
 * (progress and hourly chart; water level, tasks, alerts, docks) around the 3D view (below it on a
 * portrait screen), all fed by
 * the stream hub of the page (live-reports.ts). The 3D view shows the whole warehouse or one zone
 * in a colour mode (URL `zoneNo`, `colour`, or the view's buttons); a cell picked in a zone view
 * opens its card. While the data is not live a wide frame and banner say so across the hall
 * (StaleBanner). Burn-in protection: the whole stage drifts a few pixels and the side columns swap
 * every few minutes; in the dim period a dark veil covers the screen. The 3D view stands still (no
 * camera tour, drawn only when a cell changes) with `tour=0` in the URL or when the display asks
 * for reduced motion.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionState, Hub } from '../streams/index.ts';
import { dimmed, drift, swapped, type ScreenOptions } from './burn-in.ts';
import type { ColourMode } from './cell-style.ts';
import { liveReports } from './live-reports.ts';
import { CellCard, Legend } from './panels/CellCard.tsx';
import { Header } from './panels/Header.tsx';
import { HourlyPanel, ProgressPanel } from './panels/ProgressPanel.tsx';
import { AlertsPanel, WaterLevelPanel } from './panels/StockPanels.tsx';
import { DocksPanel, TasksPanel } from './panels/WorkPanels.tsx';
import { StaleBanner } from './panels/StaleBanner.tsx';
import { CallBanner } from './CallBanner.tsx';
import { Stage, useStageTransform } from './Stage.tsx';
import { useObservable } from '../client/use-observable.ts';
import { useReducedMotion } from '../client/use-reduced-motion.ts';

const WarehouseView = lazy(() => import('./three/WarehouseView.tsx'));

const OFFLINE: ConnectionState = { status: 'offline', lastGoodAt: null };
const BURN_IN_TICK_MS = 5_000;

/** The current time (epoch ms), updated every `periodMs`. */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

type Props = { hub: Hub | null; warehouseNo: string; warehouseName: string; options: ScreenOptions };

export function WarehouseScreen({ hub, warehouseNo, warehouseName, options }: Props) {
  const { t } = useTranslation();
  const reports = useMemo(() => (hub ? liveReports(hub, warehouseNo) : undefined), [hub, warehouseNo]);
  const state = useObservable(hub?.state$, OFFLINE);
  const [reloadKey, setReloadKey] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [zoneNo, setZoneNo] = useState(options.zoneNo);
  const [mode, setMode] = useState<ColourMode>(options.colour);
  const { scale, portrait } = useStageTransform();
  const now = useNow(BURN_IN_TICK_MS);
  const still = useReducedMotion() || !options.tour;

  useEffect(() => {
    const subscription = hub?.resync$.subscribe(() => setReloadKey((key) => key + 1));
    return () => subscription?.unsubscribe();
  }, [hub]);

  const progress = useObservable(reports?.progress.data$, undefined);
  const tasks = useObservable(reports?.tasks.data$, undefined);
  const waterLevel = useObservable(reports?.waterLevel.data$, undefined);
  const alerts = useObservable(reports?.alerts.data$, undefined);
  const docks = useObservable(reports?.docks.data$, undefined);
  const occupancy = useObservable(reports?.occupancy.data$, undefined);
  const states = {
    progress: useObservable(reports?.progress.state$, OFFLINE),
    tasks: useObservable(reports?.tasks.state$, OFFLINE),
    waterLevel: useObservable(reports?.waterLevel.state$, OFFLINE),
    alerts: useObservable(reports?.alerts.state$, OFFLINE),
    docks: useObservable(reports?.docks.state$, OFFLINE),
    occupancy: useObservable(reports?.occupancy.state$, OFFLINE),
  };

  const [cardVersion, setCardVersion] = useState(0);
  useEffect(() => {
    if (picked && occupancy?.changed?.includes(picked)) setCardVersion((version) => version + 1);
  }, [picked, occupancy]);
  const showZone = useCallback((no: string | null) => {
    setZoneNo(no);
    setPicked(null);
  }, []);
  const offset = drift(now);
  const night = dimmed(new Date(now).getHours(), options);
  return (
    <Stage>
      <div className="wms-screen" style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }} data-testid="warehouse-screen" data-swapped={swapped(now, options.rotateMinutes)}>
        <Header title={t('screen.title', { warehouse: `${warehouseNo} ${warehouseName}` })} state={state} />
        <main className={`wms-screen-main ${swapped(now, options.rotateMinutes) ? 'wms-screen-swapped' : ''} ${portrait ? 'wms-screen-portrait' : ''}`}>
          <aside className="wms-screen-column wms-screen-left">
            <ProgressPanel progress={progress} state={states.progress} />
            <HourlyPanel progress={progress} state={states.progress} />
          </aside>
          <section className={`wms-screen-centre ${states.occupancy.status === 'live' ? '' : 'wms-screen-dim'}`} data-state={states.occupancy.status}>
            <Suspense fallback={<div className="wms-screen-3d-empty">{t('screen.loadingLayout')}</div>}>
              <WarehouseView
                warehouseNo={warehouseNo} occupancy={occupancy} touched$={reports?.touched$} reloadKey={reloadKey} scale={scale} still={still}
                zoneNo={zoneNo} onZone={showZone} mode={mode} onMode={setMode} onPick={setPicked}
              />
            </Suspense>
            <Legend mode={mode} />
            {picked && <CellCard warehouseNo={warehouseNo} cellNo={picked} version={cardVersion} onClose={() => setPicked(null)} />}
          </section>
          <aside className="wms-screen-column wms-screen-right">
            <WaterLevelPanel level={waterLevel} state={states.waterLevel} />
            <TasksPanel tasks={tasks} state={states.tasks} />
            <AlertsPanel alerts={alerts} state={states.alerts} />
            <DocksPanel docks={docks} state={states.docks} />
          </aside>
        </main>
        <CallBanner docks={docks} chime={options.chime} />
      </div>
      <StaleBanner state={state} />
      {night && <div className="wms-screen-night" data-testid="screen-night" style={{ opacity: options.dimOpacity }} />}
    </Stage>
  );
}
