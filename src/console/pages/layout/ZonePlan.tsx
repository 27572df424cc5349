/**
 * The 2D plan of one warehouse (SVG, units: metres): each zone a rectangle at its position, turned
 * by its rotation, with its shelves drawn as strips. Click (or Enter) selects a zone; dragging it
 * (or the arrow keys, 1 m, with Shift 5 m) moves it, snapped to 0.5 m, and `onMove` saves the new
 * place. Zones the server placed by default (never saved) are drawn dashed.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneLayout } from '../../../shared/layout.ts';
import { ZONE_COLOURS } from './layout-colours.ts';

type Props = {
  zones: ZoneLayout[];
  selected: string | undefined;
  canMove: boolean;
  onSelect: (zoneNo: string) => void;
  onMove: (zone: ZoneLayout, place: { zoneX: number; zoneY: number }) => void;
};

type Drag = { zoneNo: string; startX: number; startY: number; dx: number; dy: number };

const SNAP = 0.5;
const MARGIN = 2;
const snap = (value: number) => Math.max(0, Math.round(value / SNAP) * SNAP);

export function ZonePlan({ zones, selected, canMove, onSelect, onMove }: Props) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  // The drag lives in a ref for the pointer handlers (a burst of moves and the release can all
  // arrive before React renders again) and in state for drawing.
  const dragRef = useRef<Drag>(undefined);
  const [drag, setDragState] = useState<Drag>();
  const setDrag = (next: Drag | undefined) => {
    dragRef.current = next;
    setDragState(next);
  };
  const width = Math.max(20, ...zones.map((z) => z.zoneX + z.zoneWidth)) + MARGIN;
  const depth = Math.max(12, ...zones.map((z) => z.zoneY + z.zoneDepth)) + MARGIN;
  // Labels stay readable whatever the warehouse's size: about 1/60 of the plan's width.
  const font = width / 60;

  // Pointer position in plan metres.
  const metres = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent<SVGGElement>, zone: ZoneLayout) => {
    if (event.button !== 0) return;
    const { x, y } = metres(event);
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ zoneNo: zone.zoneNo, startX: x, startY: y, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = dragRef.current;
    if (!current || !canMove) return;
    const { x, y } = metres(event);
    setDrag({ ...current, dx: x - current.startX, dy: y - current.startY });
  };
  const onPointerUp = (zone: ZoneLayout) => {
    const drag = dragRef.current;
    if (!drag) return;
    setDrag(undefined);
    const moved = Math.abs(drag.dx) >= SNAP / 2 || Math.abs(drag.dy) >= SNAP / 2;
    if (canMove && moved) onMove(zone, { zoneX: snap(zone.zoneX + drag.dx), zoneY: snap(zone.zoneY + drag.dy) });
    else onSelect(zone.zoneNo);
  };
  const onKeyDown = (event: KeyboardEvent, zone: ZoneLayout) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(zone.zoneNo);
      return;
    }
    const step = event.shiftKey ? 5 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta || !canMove) return;
    event.preventDefault();
    onMove(zone, { zoneX: snap(zone.zoneX + delta[0]), zoneY: snap(zone.zoneY + delta[1]) });
  };

  return (
    <svg ref={svg} className="wms-plan" viewBox={`0 0 ${width} ${depth}`} role="group" aria-label={t('layout.plan')} data-testid="zone-plan">
      <defs>
        <pattern id="wms-plan-grid" width="5" height="5" patternUnits="userSpaceOnUse">
          <path d="M 5 0 L 0 0 0 5" fill="none" stroke="#e5e5e5" strokeWidth="0.05" />
        </pattern>
      </defs>
      <rect x="0" y="0" width={width} height={depth} fill="url(#wms-plan-grid)" />
      {zones.map((zone) => {
        const moving = drag?.zoneNo === zone.zoneNo && canMove;
        const x = zone.zoneX + (moving ? drag.dx : 0);
        const y = zone.zoneY + (moving ? drag.dy : 0);
        const colour = ZONE_COLOURS[zone.zoneType ?? ''] ?? ZONE_COLOURS.default;
        const strip = zone.shelfCount > 0 ? zone.zoneWidth / zone.shelfCount : 0;
        return (
          <g
            key={zone.zoneNo}
            className={`wms-plan-zone${selected === zone.zoneNo ? ' is-selected' : ''}${canMove ? ' is-movable' : ''}`}
            transform={`rotate(${zone.zoneRotation} ${x} ${y})`}
            tabIndex={0}
            role="button"
            aria-pressed={selected === zone.zoneNo}
            aria-label={t('layout.zoneLabel', { zoneNo: zone.zoneNo, zoneName: zone.zoneName, count: zone.cellCount })}
            data-zone={zone.zoneNo}
            data-x={zone.zoneX}
            data-y={zone.zoneY}
            onPointerDown={(event) => onPointerDown(event, zone)}
            onPointerMove={onPointerMove}
            onPointerUp={() => onPointerUp(zone)}
            onKeyDown={(event) => onKeyDown(event, zone)}
          >
            <rect x={x} y={y} width={zone.zoneWidth} height={zone.zoneDepth} fill={colour} fillOpacity={0.35} stroke={colour}
              strokeWidth={selected === zone.zoneNo ? 0.4 : 0.15} strokeDasharray={zone.positioned ? undefined : '0.6 0.4'} />
            {Array.from({ length: zone.shelfCount }, (_, i) => (
              <rect key={i} x={x + i * strip + strip * 0.3} y={y + 1} width={strip * 0.4} height={Math.max(0, zone.zoneDepth - 2)} fill={colour} fillOpacity={0.35} />
            ))}
            <clipPath id={`wms-plan-clip-${zone.zoneNo}`}><rect x={x} y={y} width={zone.zoneWidth} height={zone.zoneDepth} /></clipPath>
            <g clipPath={`url(#wms-plan-clip-${zone.zoneNo})`}>
              <text x={x + font / 2} y={y + font * 1.3} fontSize={font * 1.2} fontWeight={600}>{zone.zoneNo}</text>
              <text x={x + font / 2} y={y + font * 2.6} fontSize={font}>{zone.zoneName}</text>
              <text x={x + font / 2} y={y + zone.zoneDepth - font / 2} fontSize={font}>
                {t('layout.zoneCounts', { cells: zone.cellCount, bad: zone.badCellCount, occupied: zone.occupiedCount })}
              </text>
            </g>
          </g>
        );
      })}
    </svg>
  );
}
