/**
 * The 3D view of one warehouse (lazy chunk with three, @react-three/fiber and drei): loads the
 * layout, draws zones and cells, colours cells by occupancy, tours the camera and reports the
 * hovered or tapped cell. The container carries data-cells (cells drawn) and data-colours (a
 * counter bumped on every colour update) for tests, next to the `window.__wmsScreen` probe.
 */
import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccupancyState } from '../live-reports.ts';
import { placeCells } from './cell-geometry.ts';
import { CellInstances } from './CellInstances.tsx';
import { loadLayout, type WarehouseLayout } from './layout-data.ts';
import { installProbe } from './probe.ts';
import { CameraTour, FrameProbe, ZoneFloors } from './SceneParts.tsx';

type Props = {
  warehouseNo: string;
  occupancy: OccupancyState | undefined;
  /** Bumped by the screen after a reconnect: the layout is loaded again. */
  reloadKey: number;
  scale: number;
  onPick: (cellNo: string | null) => void;
  picked: string | null;
  /** No camera tour, and a frame drawn only when something changed (frameloop 'demand'). */
  still: boolean;
};

export default function WarehouseView({ warehouseNo, occupancy, reloadKey, scale, onPick, picked, still }: Props) {
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

  const placed = useMemo(() => (layout ? placeCells(layout.zones, layout.cellsByZone) : null), [layout]);
  const onColours = useCallback(() => {
    colourUpdates.current += 1;
    container.current?.setAttribute('data-colours', String(colourUpdates.current));
  }, []);

  if (!placed) return <div className="wms-screen-3d-empty">{failed ? t('screen.offline') : t('screen.loadingLayout')}</div>;
  if (placed.cellNos.length === 0) return <div className="wms-screen-3d-empty">{t('screen.noCells')}</div>;
  return (
    <div ref={container} className="wms-screen-3d" data-testid="screen-3d" data-cells={placed.cellNos.length}>
      <Canvas
        resize={{ offsetSize: true }}
        frameloop={still ? 'demand' : 'always'}
        dpr={Math.min(2, scale * window.devicePixelRatio)}
        camera={{ fov: 45, near: 0.5, far: placed.radius * 10 }}
        gl={{ antialias: false, powerPreference: 'high-performance' }}
        onPointerMissed={() => onPick(null)}
      >
        <color attach="background" args={['#0b1622']} />
        <ambientLight intensity={1.6} />
        <directionalLight position={[60, 120, 40]} intensity={1.8} />
        <ZoneFloors zones={layout!.zones} />
        <CellInstances placed={placed} occupancy={occupancy} onPick={onPick} onColours={onColours} />
        <CameraTour placed={placed} paused={still || picked !== null} />
        <FrameProbe />
      </Canvas>
    </div>
  );
}
