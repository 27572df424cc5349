/** The pure parts of the big screen: stage scaling, burn-in drift and rotation, dim period, cell colours. */
import { describe, expect, it } from 'vitest';
import { dimmed, drift, DRIFT_PX, screenOptions, swapped, wallIndex, wallWarehouses } from './burn-in.ts';
import { cellStyle, colourMode } from './cell-style.ts';
import { placeCells, tourStop, TOUR_STOP_SECONDS } from './three/cell-geometry.ts';
import { widgetState } from './widget-state.ts';
import { stageTransform } from './stage.ts';

describe('stage', () => {
  it('should fill a 16:9 screen and scale 1080p up by 2 on 4K', () => {
    const landscape = { portrait: false, width: 1920, height: 1080 };
    expect(stageTransform(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0, ...landscape });
    expect(stageTransform(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0, ...landscape });
  });

  it('should centre the design with side bands on a 32:9 screen', () => {
    expect(stageTransform(3840, 1080)).toEqual({ scale: 1, left: 960, top: 0, portrait: false, width: 1920, height: 1080 });
  });

  it('should take the portrait design on a screen turned on its side', () => {
    expect(stageTransform(1080, 1920)).toEqual({ scale: 1, left: 0, top: 0, portrait: true, width: 1080, height: 1920 });
    expect(stageTransform(2160, 3840).scale).toBe(2);
  });
});

describe('burn-in protection', () => {
  it('should keep the drift within its amplitude and move over time', () => {
    const points = Array.from({ length: 60 }, (_, i) => drift(i * 10_000));
    for (const p of points) expect(Math.max(Math.abs(p.x), Math.abs(p.y))).toBeLessThanOrEqual(DRIFT_PX);
    expect(new Set(points.map((p) => `${p.x},${p.y}`)).size).toBeGreaterThan(30);
  });

  it('should swap the layout every rotation period', () => {
    expect(swapped(0, 5)).toBe(false);
    expect(swapped(5 * 60_000, 5)).toBe(true);
    expect(swapped(10 * 60_000 + 1, 5)).toBe(false);
  });

  it('should dim within the period, wrapping midnight', () => {
    const night = { dimFrom: 22, dimTo: 6 };
    expect([21, 22, 23, 0, 5, 6].map((h) => dimmed(h, night))).toEqual([false, true, true, true, true, false]);
    expect([12, 13, 14].map((h) => dimmed(h, { dimFrom: 13, dimTo: 14 }))).toEqual([false, true, false]);
    expect(dimmed(3, { dimFrom: 0, dimTo: 0 })).toBe(false);
  });

  it('should read the options from the query and ignore invalid values', () => {
    expect(screenOptions(new URLSearchParams('dimFrom=20&dimTo=7&rotateMinutes=2'))).toMatchObject({ dimFrom: 20, dimTo: 7, rotateMinutes: 2 });
    expect(screenOptions(new URLSearchParams('dimFrom=25&rotateMinutes=0'))).toMatchObject({ dimFrom: 22, dimTo: 6, rotateMinutes: 5 });
  });

  it('should keep the camera tour unless the URL says tour=0', () => {
    expect(screenOptions(new URLSearchParams('')).tour).toBe(true);
    expect(screenOptions(new URLSearchParams('tour=1')).tour).toBe(true);
    expect(screenOptions(new URLSearchParams('tour=0')).tour).toBe(false);
  });
});

describe('cell colours', () => {
  const base = { level: 'partly' as const, frozen: false, nearExpiry: false, bad: false };
  it('should show a bad cell, then frozen, then near expiry over the fill level', () => {
    expect(cellStyle(undefined)).toBe('empty');
    expect(cellStyle(base)).toBe('partly');
    expect(cellStyle({ ...base, nearExpiry: true })).toBe('nearExpiry');
    expect(cellStyle({ ...base, nearExpiry: true, frozen: true })).toBe('frozen');
    expect(cellStyle({ ...base, frozen: true, bad: true })).toBe('bad');
  });
});

describe('colour modes, zones and walls', () => {
  const cell = { level: 'partly' as const, frozen: false, nearExpiry: false, bad: false, held: false, abc: null, expiresInDays: null };
  it('should colour by status, ABC class and days to expiry', () => {
    expect([cellStyle(undefined, 'status'), cellStyle(cell, 'status'), cellStyle({ ...cell, held: true }, 'status'), cellStyle({ ...cell, held: true, frozen: true }, 'status')])
      .toEqual(['empty', 'inUse', 'held', 'frozen']);
    expect([cellStyle(undefined, 'abc'), cellStyle(cell, 'abc'), cellStyle({ ...cell, abc: 'B' }, 'abc')]).toEqual(['noClass', 'noClass', 'classB']);
    expect([null, -1, 0, 7, 8, 30, 31].map((days) => cellStyle({ ...cell, expiresInDays: days }, 'expiry')))
      .toEqual(['noExpiry', 'expired', 'expired', 'expiresWeek', 'expiresMonth', 'expiresMonth', 'expiresLater']);
    expect([colourMode('abc'), colourMode('paint'), colourMode(null)]).toEqual(['abc', 'occupancy', 'occupancy']);
  });

  it('should read the zone, the colour mode and the wall rotation from the URL', () => {
    expect(screenOptions(new URLSearchParams('zoneNo=Z2&colour=expiry&rotateSeconds=30'))).toMatchObject({ zoneNo: 'Z2', colour: 'expiry', rotateSeconds: 30 });
    expect(screenOptions(new URLSearchParams('rotateSeconds=2'))).toMatchObject({ zoneNo: null, colour: 'occupancy', rotateSeconds: 60 });
    expect(wallWarehouses(' WH-SEA,WH-LDN,,WH-SEA ')).toEqual(['WH-SEA', 'WH-LDN']);
    expect([0, 59_999, 60_000, 120_000].map((ms) => wallIndex(ms, 2, 60))).toEqual([0, 0, 1, 0]);
    expect(wallIndex(90_000, 1, 60)).toBe(0);
  });

  it('should tour the whole warehouse, then each zone with work, and place each zone', () => {
    const zone = (zoneNo: string, zoneX: number) => ({ zoneNo, zoneName: zoneNo, zoneX, zoneY: 0, zoneWidth: 10, zoneDepth: 10, zoneRotation: 0 });
    const cells = (zoneNo: string) => [1, 2].map((cellY) => ({ cellNo: `${zoneNo}-${cellY}`, cellX: 1, cellY, cellZ: 1 }));
    const placed = placeCells([zone('Z1', 0), zone('Z2', 100)] as never, new Map([['Z1', cells('Z1')], ['Z2', cells('Z2')]]) as never);
    const z2 = placed.zones.get('Z2')!;
    expect(z2.centre[0]).toBeGreaterThan(100);
    expect(placed.zones.get('Z1')!.centre[0]).toBeLessThan(10);
    expect([0, TOUR_STOP_SECONDS, 2 * TOUR_STOP_SECONDS].map((s) => tourStop(placed, [z2], s))).toEqual([placed, z2, placed]);
  });
});

describe('widget state', () => {
  it('should take the worse of the hub and the poll, keeping the poll time', () => {
    expect(widgetState({ status: 'offline', lastGoodAt: 1 }, { status: 'live', lastGoodAt: 5 })).toEqual({ status: 'offline', lastGoodAt: 5 });
    expect(widgetState({ status: 'live', lastGoodAt: 9 }, { status: 'stale', lastGoodAt: 5 })).toEqual({ status: 'stale', lastGoodAt: 5 });
    expect(widgetState({ status: 'live', lastGoodAt: 9 }, { status: 'live', lastGoodAt: 5 })).toEqual({ status: 'live', lastGoodAt: 5 });
  });
});
