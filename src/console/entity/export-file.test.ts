import { describe, expect, it } from 'vitest';
import { stampedFileName } from './export-file.ts';

describe('stampedFileName', () => {
  it('should put the local yyyyMMddHHmmss stamp before the extension', () => {
    expect(stampedFileName('Organization.xlsx', new Date(2026, 10, 22, 4, 5, 6))).toBe('Organization_20261122040506.xlsx');
  });

  it('should append the stamp to a name without extension', () => {
    expect(stampedFileName('export', new Date(2026, 0, 1, 0, 0, 0))).toBe('export_20260101000000');
  });
});
