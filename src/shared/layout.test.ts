import { describe, expect, it } from 'vitest';
import { batchCreateRequestSchema, gridCellCount, gridCellNo, zonePositionSchema } from './layout.ts';

describe('grid numbering', () => {
  it('should number a grid cell zone-shelf-position-level with two digits, three above 99', () => {
    expect(gridCellNo('SEA-STO', 1, 12, 3)).toBe('SEA-STO-01-12-03');
    expect(gridCellNo('Z', 120, 5, 1)).toBe('Z-120-05-01');
  });

  it('should count zones x shelves x positions x levels', () => {
    expect(gridCellCount({ zoneNos: Array(20).fill('Z'), shelves: 50, positions: 1, levels: 10 })).toBe(10_000);
  });
});

describe('request schemas', () => {
  it('should default the first shelf and the template of a batch create', () => {
    expect(batchCreateRequestSchema.parse({ warehouseNo: 'WH', zoneNos: ['Z'], shelves: 1, positions: 2, levels: 3 })).toMatchObject({ shelfStart: 1, template: {} });
  });

  it('should refuse a zone size of zero and a rotation past a full turn', () => {
    const base = { id: 1, version: 0, zoneX: 0, zoneY: 0, zoneWidth: 5, zoneDepth: 5 };
    expect(zonePositionSchema.safeParse(base).success).toBe(true);
    expect(zonePositionSchema.safeParse({ ...base, zoneWidth: 0 }).success).toBe(false);
    expect(zonePositionSchema.safeParse({ ...base, zoneRotation: 400 }).success).toBe(false);
  });
});
