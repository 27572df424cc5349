/**
 * Every cell of the warehouse as one InstancedMesh (one draw call for 20,000 cells): matrices are
 * written when the layout loads, per-instance colours when occupancy changes (only the changed
 * cells after a posting). Partly filled cells are shaded by their fill. Pointer events give the
 * hovered or tapped cell. Each change asks for a frame, so a still view (frameloop 'demand') shows it.
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import { CELL_COLOURS, cellStyle, CELL_STYLES, type CellStyle } from '../cell-style.ts';
import type { OccupancyState } from '../live-reports.ts';
import type { PlacedCells } from './cell-geometry.ts';
import { probeState } from './probe.ts';

const COLOURS = Object.fromEntries(CELL_STYLES.map((style) => [style, new Color(CELL_COLOURS[style])])) as Record<CellStyle, Color>;

type Props = {
  placed: PlacedCells;
  occupancy: OccupancyState | undefined;
  onPick: (cellNo: string | null) => void;
  onColours: () => void;
};

export function CellInstances({ placed, occupancy, onPick, onColours }: Props) {
  const mesh = useRef<InstancedMesh>(null);
  const count = placed.cellNos.length;
  const colour = useMemo(() => new Color(), []);
  const invalidate = useThree((state) => state.invalidate);

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const matrix = new Matrix4();
    const rotation = new Quaternion();
    const position = new Vector3();
    const scale = new Vector3();
    for (let i = 0; i < count; i++) {
      position.fromArray(placed.positions, i * 3);
      scale.fromArray(placed.sizes, i * 3);
      target.setMatrixAt(i, matrix.compose(position, rotation, scale));
      target.setColorAt(i, COLOURS.empty);
    }
    target.instanceMatrix.needsUpdate = true;
    target.computeBoundingSphere();
    probeState.styles = new Map(placed.cellNos.map((cellNo) => [cellNo, 'empty' as CellStyle]));
    invalidate();
  }, [placed, count, invalidate]);

  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target || !occupancy) return;
    const cellNos = occupancy.changed ?? placed.cellNos;
    for (const cellNo of cellNos) {
      const i = placed.index.get(cellNo);
      if (i === undefined) continue;
      const cell = occupancy.cells.get(cellNo);
      const style = cellStyle(cell);
      colour.copy(COLOURS[style]);
      if (style === 'partly' && cell?.fill !== null && cell?.fill !== undefined) colour.lerpColors(COLOURS.empty, COLOURS.partly, 0.35 + 0.65 * Math.min(1, cell.fill));
      target.setColorAt(i, colour);
      probeState.styles.set(cellNo, style);
    }
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    invalidate();
    onColours();
  }, [placed, occupancy, colour, onColours, invalidate]);

  const pick = (event: ThreeEvent<PointerEvent | MouseEvent>) => {
    event.stopPropagation();
    onPick(event.instanceId === undefined ? null : placed.cellNos[event.instanceId]);
  };

  return (
    <instancedMesh key={count} ref={mesh} args={[undefined, undefined, count]} onPointerMove={pick} onClick={pick} onPointerOut={() => onPick(null)}>
      <boxGeometry args={[1, 1, 1]} />
      <meshLambertMaterial />
    </instancedMesh>
  );
}
