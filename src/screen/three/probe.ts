/**
 * The test and bench hook of the 3D view (`window.__wmsScreen`): each drawn cell's current colour
 * style (browser tests read it instead of pixels), the view shown (`zoneNo`, null for the whole
 * warehouse), where a cell is on the page (CSS pixels, to click it as a person would), when each
 * cell's last pulse was first drawn and when its colour from the last fetch after a posting was
 * first drawn (epoch ms, for the event-to-pixel bench) and render figures:
 * the last frame times (ms), draw calls and triangles of the last frame (bench/screen.ts).
 * Nothing else reads it.
 */
import type { CellStyle } from '../cell-style.ts';

const FRAMES_KEPT = 600;

export type ScreenProbe = {
  cellStyle: (cellNo: string) => CellStyle | null;
  cellCount: () => number;
  zoneNo: () => string | null;
  cellPoint: (cellNo: string) => { x: number; y: number } | null;
  pulsedAt: (cellNo: string) => number | null;
  colouredAt: (cellNo: string) => number | null;
  stats: () => { frames: number[]; drawCalls: number; triangles: number };
};

export const probeState = {
  styles: new Map<string, CellStyle>(),
  zoneNo: null as string | null,
  point: (() => null) as ScreenProbe['cellPoint'],
  pulsed: new Map<string, number>(),
  coloured: new Map<string, number>(),
  frames: [] as number[],
  drawCalls: 0,
  triangles: 0,
};

export function recordFrame(ms: number, drawCalls: number, triangles: number): void {
  probeState.frames.push(ms);
  if (probeState.frames.length > FRAMES_KEPT) probeState.frames.shift();
  probeState.drawCalls = drawCalls;
  probeState.triangles = triangles;
}

declare global {
  interface Window {
    __wmsScreen?: ScreenProbe;
  }
}

/** Installs the hook once per page. */
export function installProbe(): void {
  window.__wmsScreen = {
    cellStyle: (cellNo) => probeState.styles.get(cellNo) ?? null,
    cellCount: () => probeState.styles.size,
    zoneNo: () => probeState.zoneNo,
    cellPoint: (cellNo) => probeState.point(cellNo),
    pulsedAt: (cellNo) => probeState.pulsed.get(cellNo) ?? null,
    colouredAt: (cellNo) => probeState.coloured.get(cellNo) ?? null,
    stats: () => ({ frames: [...probeState.frames], drawCalls: probeState.drawCalls, triangles: probeState.triangles }),
  };
}
