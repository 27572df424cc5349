/**
 * The cells of the view as one InstancedMesh (one draw call for 20,000 cells): matrices are
 * written when the layout loads, per-instance colours when occupancy or the colour mode changes
 * (only the changed cells after a posting). Partly filled cells are shaded by their fill. A cell
 * a posting touched pulses for PULSE_MS (grows and lights up, then settles) from the moment its
 * event arrives (`touched$`, outside React's renders: decision 0861), drawn frame by frame even in
 * a still view; its new colour comes with the fetched occupancy, during or after the pulse. The
 * probe notes the first frame of each pulse and the first frame with each cell's fetched colour.
 * A click reports the cell.
 */
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Observable } from 'rxjs';
import { Color, InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { CELL_COLOURS, cellStyle, CELL_STYLES, type CellStyle, type ColourMode } from '../cell-style.ts';
import type { OccupancyState } from '../live-reports.ts';
import type { PlacedCells } from './cell-geometry.ts';
import { probeState } from './probe.ts';

const COLOURS = Object.fromEntries(CELL_STYLES.map((style) => [style, new Color(CELL_COLOURS[style])])) as Record<CellStyle, Color>;
const WHITE = new Color('#ffffff');
export const PULSE_MS = 1_200;
const PULSE_GROWTH = 0.35;
/**
 * Frames slower than this (software rendering) hold the page's main thread: a still view's pulse
 * then leaves PULSE_PAUSE_MS between its frames, so a fetched colour is applied in a pause instead
 * of waiting behind every frame (decision 0861).
 */
const SLOW_FRAME_MS = 50;
const PULSE_PAUSE_MS = 100;

type Props = {
  placed: PlacedCells;
  occupancy: OccupancyState | undefined;
  /** The cells each posting touched, as its event arrives. */
  touched$: Observable<string[]> | undefined;
  mode: ColourMode;
  onPick: (cellNo: string) => void;
  onColours: () => void;
};

export function CellInstances({ placed, occupancy, touched$, mode, onPick, onColours }: Props) {
  const mesh = useRef<InstancedMesh>(null);
  const count = placed.cellNos.length;
  const base = useMemo(() => new Float32Array(count * 3), [count]);
  /** Pulsing instances: index -> start (performance.now ms), and whether its first frame was drawn. */
  const pulses = useRef(new Map<number, { start: number; drawn: boolean }>());
  /** Cells whose fetched colour is not drawn yet. */
  const recoloured = useRef(new Set<string>());
  const scratch = useMemo(() => ({ colour: new Color(), matrix: new Matrix4(), rotation: new Quaternion(), position: new Vector3(), scale: new Vector3() }), []);
  const invalidate = useThree((state) => state.invalidate);
  const lastMode = useRef(mode);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const place = (target: InstancedMesh, i: number, growth: number) => {
    scratch.position.fromArray(placed.positions, i * 3);
    scratch.scale.fromArray(placed.sizes, i * 3).multiplyScalar(1 + growth);
    target.setMatrixAt(i, scratch.matrix.compose(scratch.position, scratch.rotation, scratch.scale));
  };

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    for (let i = 0; i < count; i++) {
      place(target, i, 0);
      target.setColorAt(i, COLOURS.empty);
    }
    target.instanceMatrix.needsUpdate = true;
    target.computeBoundingSphere();
    probeState.styles = new Map(placed.cellNos.map((cellNo) => [cellNo, 'empty' as CellStyle]));
    pulses.current.clear();
    invalidate();
  }, [placed, count, invalidate]);

  useEffect(() => {
    const subscription = touched$?.subscribe((cellNos) => {
      const start = performance.now();
      for (const cellNo of cellNos) {
        const i = placed.index.get(cellNo);
        if (i !== undefined) pulses.current.set(i, { start, drawn: false });
      }
      invalidate();
    });
    return () => subscription?.unsubscribe();
  }, [touched$, placed, invalidate]);

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target || !occupancy) return;
    const modeChanged = lastMode.current !== mode;
    lastMode.current = mode;
    const cellNos = occupancy.changed && !modeChanged ? occupancy.changed : placed.cellNos;
    const { colour } = scratch;
    for (const cellNo of cellNos) {
      const i = placed.index.get(cellNo);
      if (i === undefined) continue;
      const cell = occupancy.cells.get(cellNo);
      const style = cellStyle(cell, mode);
      colour.copy(COLOURS[style]);
      if (style === 'partly' && cell?.fill !== null && cell?.fill !== undefined) colour.lerpColors(COLOURS.empty, COLOURS.partly, 0.35 + 0.65 * Math.min(1, cell.fill));
      colour.toArray(base, i * 3);
      target.setColorAt(i, colour);
      probeState.styles.set(cellNo, style);
      if (occupancy.changed && !modeChanged) recoloured.current.add(cellNo);
    }
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    invalidate();
    onColours();
  }, [placed, occupancy, mode, base, scratch, onColours, invalidate]);

  useFrame((_, delta) => {
    const target = mesh.current;
    if (recoloured.current.size > 0) {
      const at = Date.now();
      for (const cellNo of recoloured.current) probeState.coloured.set(cellNo, at);
      recoloured.current.clear();
    }
    if (!target || pulses.current.size === 0) return;
    const now = performance.now();
    for (const [i, pulse] of pulses.current) {
      const phase = (now - pulse.start) / PULSE_MS;
      const strength = phase >= 1 ? 0 : Math.sin(Math.PI * phase);
      place(target, i, PULSE_GROWTH * strength);
      scratch.colour.fromArray(base, i * 3).lerp(WHITE, 0.7 * strength);
      target.setColorAt(i, scratch.colour);
      if (!pulse.drawn) {
        pulse.drawn = true;
        probeState.pulsed.set(placed.cellNos[i], Date.now());
      }
      if (phase >= 1) pulses.current.delete(i);
    }
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    if (delta * 1000 > SLOW_FRAME_MS) pause.current = setTimeout(invalidate, PULSE_PAUSE_MS);
    else invalidate();
  });

  const pick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    if (event.instanceId !== undefined) onPick(placed.cellNos[event.instanceId]);
  };

  return (
    <instancedMesh key={count} ref={mesh} args={[undefined, undefined, count]} onClick={pick}>
      <boxGeometry args={[1, 1, 1]} />
      <meshLambertMaterial />
    </instancedMesh>
  );
}
