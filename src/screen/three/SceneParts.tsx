/**
 * The rest of the 3D scene: zone floors with their names, the camera (a slow tour round the view:
 * in the warehouse view it stops in turn at the whole warehouse and at each zone with work in
 * progress, TOUR_STOP_SECONDS each (cell-geometry.ts); paused on a still view), and the probe's frame figures and
 * cell positions for the tests and the bench.
 */
import { Html } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import type { ZoneLayout } from '../../shared/layout.ts';
import { tourStop, type Focus, type PlacedCells } from './cell-geometry.ts';
import { probeState, recordFrame } from './probe.ts';

const TOUR_SECONDS = 240;

export function ZoneFloors({ zones }: { zones: ZoneLayout[] }) {
  return (
    <>
      {zones.map((zone) => (
        <group key={zone.zoneNo} position={[zone.zoneX, 0, zone.zoneY]} rotation={[0, (-zone.zoneRotation * Math.PI) / 180, 0]}>
          <mesh position={[zone.zoneWidth / 2, -0.02, zone.zoneDepth / 2]} rotation={[-Math.PI / 2, 0, 0]}>
            <planeGeometry args={[zone.zoneWidth, zone.zoneDepth]} />
            <meshBasicMaterial color="#13243a" />
          </mesh>
          <Html position={[0, 0.1, -0.6]} className="wms-screen-zone-label" zIndexRange={[10, 0]}>
            {zone.zoneName || zone.zoneNo}
          </Html>
        </group>
      ))}
    </>
  );
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
