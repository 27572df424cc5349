/**
 * The rest of the 3D scene: zone floors with their names, the automatic slow camera tour (one
 * loop every TOUR_SECONDS, paused while a cell is hovered), and the frame probe for the bench.
 */
import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { ZoneLayout } from '../../shared/layout.ts';
import type { PlacedCells } from './cell-geometry.ts';
import { recordFrame } from './probe.ts';

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

export function CameraTour({ placed, paused }: { placed: PlacedCells; paused: boolean }) {
  const angle = useRef(Math.PI / 4);
  useFrame((state, delta) => {
    if (!paused) angle.current += (delta * 2 * Math.PI) / TOUR_SECONDS;
    const [cx, , cz] = placed.centre;
    const distance = placed.radius * 2.5;
    state.camera.position.set(cx + distance * Math.cos(angle.current), placed.radius * 1.3, cz + distance * Math.sin(angle.current));
    state.camera.lookAt(cx, 0, cz);
  });
  return null;
}

export function FrameProbe() {
  useFrame((state, delta) => {
    const { render } = state.gl.info;
    recordFrame(delta * 1000, render.calls, render.triangles);
  });
  return null;
}
