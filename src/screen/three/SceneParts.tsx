/**
 * The rest of the 3D scene: zone floors and their names, the camera (a slow tour round the view:
 * in the warehouse view it stops in turn at the whole warehouse and at each zone with work in
 * progress, TOUR_STOP_SECONDS each (cell-geometry.ts); paused on a still view), and the probe's frame figures and
 * cell positions for the tests and the bench.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import type { ZoneLayout } from '../../shared/layout.ts';
import { tourStop, type Focus, type PlacedCells } from './cell-geometry.ts';
import { probeState, recordFrame } from './probe.ts';

const TOUR_SECONDS = 240;
const UP = new Vector3(0, 1, 0);

export const ZoneFloors = memo(function ZoneFloors({ zones }: { zones: ZoneLayout[] }) {
  return (
    <>
      {zones.map((zone) => (
        <group key={zone.zoneNo} position={[zone.zoneX, 0, zone.zoneY]} rotation={[0, (-zone.zoneRotation * Math.PI) / 180, 0]}>
          <mesh position={[zone.zoneWidth / 2, -0.02, zone.zoneDepth / 2]} rotation={[-Math.PI / 2, 0, 0]}>
            <planeGeometry args={[zone.zoneWidth, zone.zoneDepth]} />
            <meshBasicMaterial color="#13243a" />
          </mesh>
        </group>
      ))}
    </>
  );
});

/**
 * Each zone's name by its first corner: plain elements over the canvas, placed again on every
 * frame. Not drei's Html, which makes a React root per label: unmounting those while the view
 * changes from a click on a cell raised a "removeChild" page error (decision 0860).
 */
export function ZoneLabels({ zones }: { zones: ZoneLayout[] }) {
  const { gl, camera, size } = useThree();
  const labels = useMemo(() => zones.map((zone) => {
    const element = document.createElement('div');
    element.className = 'wms-screen-zone-label';
    element.textContent = zone.zoneName || zone.zoneNo;
    const anchor = new Vector3(0, 0.1, -0.6).applyAxisAngle(UP, (-zone.zoneRotation * Math.PI) / 180).add(new Vector3(zone.zoneX, 0, zone.zoneY));
    return { element, anchor };
  }), [zones]);
  useEffect(() => {
    const parent = gl.domElement.parentElement;
    for (const { element } of labels) parent?.appendChild(element);
    return () => labels.forEach(({ element }) => element.remove());
  }, [labels, gl]);
  const point = useMemo(() => new Vector3(), []);
  useFrame(() => {
    for (const { element, anchor } of labels) {
      point.copy(anchor).project(camera);
      element.style.display = point.z > 1 ? 'none' : '';
      element.style.transform = `translate(${((point.x + 1) / 2) * size.width}px, ${((1 - point.y) / 2) * size.height}px)`;
    }
  });
  return null;
}

export function CameraTour({ placed, stops, still }: { placed: PlacedCells; stops: Focus[]; still: boolean }) {
  const angle = useRef(Math.PI / 4);
  const elapsed = useRef(0);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [placed, invalidate]);
  useFrame((state, delta) => {
    if (!still) {
      angle.current += (delta * 2 * Math.PI) / TOUR_SECONDS;
      elapsed.current += delta;
    }
    const { centre: [cx, , cz], radius } = still ? placed : tourStop(placed, stops, elapsed.current);
    const distance = radius * 2.5;
    state.camera.position.set(cx + distance * Math.cos(angle.current), radius * 1.3, cz + distance * Math.sin(angle.current));
    state.camera.lookAt(cx, 0, cz);
  });
  return null;
}

/** Frame figures for the bench and each cell's place on the page (CSS pixels) for the browser tests. */
export function FrameProbe({ placed }: { placed: PlacedCells }) {
  const { camera, gl } = useThree();
  useEffect(() => {
    const point = new Vector3();
    probeState.point = (cellNo) => {
      const i = placed.index.get(cellNo);
      if (i === undefined) return null;
      point.fromArray(placed.positions, i * 3).project(camera);
      const box = gl.domElement.getBoundingClientRect();
      return { x: box.left + ((point.x + 1) / 2) * box.width, y: box.top + ((1 - point.y) / 2) * box.height };
    };
    return () => {
      probeState.point = () => null;
    };
  }, [placed, camera, gl]);
  useFrame((state, delta) => {
    const { render } = state.gl.info;
    recordFrame(delta * 1000, render.calls, render.triangles);
  });
  return null;
}
