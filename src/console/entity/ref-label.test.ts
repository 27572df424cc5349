import { describe, expect, it } from 'vitest';
import { refLabel } from './ref-label.ts';

describe('refLabel', () => {
  it('should read "key - title", and the key alone for a row without a title', () => {
    expect(refLabel('P001', 'Chai')).toBe('P001 - Chai');
    expect(refLabel('SEA-STO-03-02-01', null)).toBe('SEA-STO-03-02-01');
    expect(refLabel('SEA-STO-03-02-01', undefined)).toBe('SEA-STO-03-02-01');
    expect(refLabel(7, '  ')).toBe('7');
  });
});
