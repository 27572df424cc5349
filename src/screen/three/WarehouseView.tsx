/**
 * The 3D view of one warehouse (lazy chunk with three, @react-three/fiber and drei): loads the
 * layout, draws the whole warehouse or one zone (`zoneNo`), colours the cells by the colour mode,
 * pulses changed cells and tours the camera over the zones with work in progress (a cell changed
 * within ACTIVE_MS). A click on a cell opens its zone from the warehouse view and picks it (the
 * cell card) in a zone view. The container carries data-cells (cells drawn), data-zone and
 * data-colours (a counter bumped on every colour update) for tests, next to the `window.__wmsScreen` probe.
 */
import { Canvas } from '@react-three/fiber';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { ColourMode } from '../cell-style.ts';
import type { OccupancyState } from '../live-reports.ts';
import { placeCells, type Focus } from './cell-geometry.ts';
import { CellInstances } from './CellInstances.tsx';
import { loadLayout, type WarehouseLayout } from './layout-data.ts';
import { installProbe, probeState } from './probe.ts';
import { CameraTour, FrameProbe, ZoneFloors, ZoneLabels } from './SceneParts.tsx';
import { ViewControls } from './ViewControls.tsx';

const ACTIVE_MS = 15 * 60_000;

type Props = {
  warehouseNo: string;
  occupancy: OccupancyState | undefined;
  /** The cells each posting touched, as its event arrives: they pulse at once. */
  touched$: Observable<string[]> | undefined;
  /** Bumped by the screen after a reconnect: the layout is loaded again. */
  reloadKey: number;
  scale: number;
  zoneNo: string | null;
  onZone: (zoneNo: string | null) => void;
  mode: ColourMode;
  onMode: (mode: ColourMode) => void;
  onPick: (cellNo: string | null) => void;
  /** No camera tour, and a frame drawn only when something changed (frameloop 'demand'). */
  still: boolean;
};

/** The zones where a cell changed within ACTIVE_MS, by the time of their last change. */
function useActiveZones(layout: WarehouseLayout | null, occupancy: OccupancyState | undefined): string[] {
  const changedAt = useRef(new Map<string, number>());
  const zoneOf = useMemo(() => new Map([...(layout?.cellsByZone ?? [])].flatMap(([zoneNo, cells]) => cells.map((cell) => [cell.cellNo, zoneNo] as const))), [layout]);
  return useMemo(() => {
    const now = Date.now();
    for (const cellNo of occupancy?.changed ?? []) {
      const zoneNo = zoneOf.get(cellNo);
      if (zoneNo) changedAt.current.set(zoneNo, now);
    }
    return [...changedAt.current].filter(([, at]) => now - at < ACTIVE_MS).map(([zoneNo]) => zoneNo);
  }, [occupancy, zoneOf]);
}

function WarehouseView({ warehouseNo, occupancy, touched$, reloadKey, scale, zoneNo, onZone, mode, onMode, onPick, still }: Props) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<WarehouseLayout | null>(null);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const colourUpdates = useRef(0);

  useEffect(() => installProbe(), []);
  useEffect(() => {
    let cancelled = false;
    loadLayout(warehouseNo).then(
      (loaded) => {
        if (cancelled) return;
        setLayout(loaded);
        setFailed(false);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [warehouseNo, reloadKey]);

  const zone = layout?.zones.find((z) => z.zoneNo === zoneNo) ?? null;
  const shownZones = useMemo(() => (zone ? [zone] : layout?.zones ?? []), [zone, layout]);
  const whole = useMemo(() => (layout ? placeCells(layout.zones, layout.cellsByZone) : null), [layout]);
  const placed = useMemo(() => (layout && zone ? placeCells([zone], layout.cellsByZone) : whole), [layout, zone, whole]);
  const active = useActiveZones(layout, occupancy);
  const stops = useMemo(() => (zone || !whole ? [] : active.flatMap((no) => whole.zones.get(no) ?? [])), [zone, whole, active]) as Focus[];
  useEffect(() => {
    probeState.zoneNo = zone?.zoneNo ?? null;
  }, [zone]);
  const onColours = useCallback(() => {
    colourUpdates.current += 1;
    container.current?.setAttribute('data-colours', String(colourUpdates.current));
  }, []);
  const pick = useCallback((cellNo: string) => {
    if (zone) onPick(cellNo);
    else onZone(layout?.zones.find((z) => layout.cellsByZone.get(z.zoneNo)?.some((cell) => cell.cellNo === cellNo))?.zoneNo ?? null);
  }, [zone, layout, onPick, onZone]);

  if (!placed || !whole || !layout) return <div className="wms-screen-3d-empty">{failed ? t('screen.offline') : t('screen.loadingLayout')}</div>;
  if (whole.cellNos.length === 0) return <div className="wms-screen-3d-empty">{t('screen.noCells')}</div>;
  return (
    <div ref={container} className="wms-screen-3d" data-testid="screen-3d" data-cells={placed.cellNos.length} data-zone={zone?.zoneNo ?? ''}>
      <Canvas
        resize={{ offsetSize: true }}
        frameloop={still ? 'demand' : 'always'}
        dpr={Math.min(2, scale * window.devicePixelRatio)}
        camera={{ fov: 45, near: 0.5, far: whole.radius * 10 }}
        gl={{ antialias: false, powerPreference: 'high-performance' }}
        onPointerMissed={() => onPick(null)}
      >
        <color attach="background" args={['#0b1622']} />
        <ambientLight intensity={1.6} />
        <directionalLight position={[60, 120, 40]} intensity={1.8} />
        <ZoneFloors zones={shownZones} />
        <ZoneLabels zones={shownZones} />
        <CellInstances placed={placed} occupancy={occupancy} touched$={touched$} mode={mode} onPick={pick} onColours={onColours} />
        <CameraTour placed={placed} stops={stops} still={still} />
        <FrameProbe placed={placed} />
      </Canvas>
      <ViewControls zones={layout.zones} zoneNo={zone?.zoneNo ?? null} onZone={onZone} mode={mode} onMode={onMode} />
    </div>
  );
}

/** Drawn again only when its own props change, not when a panel's figures do. */
export default memo(WarehouseView);
