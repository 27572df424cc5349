import { describe, expect, it } from 'vitest';
import { confirmDocs } from './confirm-docs.ts';

const more = (count: number) => ` and ${count} more`;

describe('confirmDocs', () => {
  it('should name every document up to five', () => {
    expect(confirmDocs(['ASN1'], more)).toBe('ASN1');
    expect(confirmDocs(['A', 'B', 'C', 'D', 'E'], more)).toBe('A, B, C, D, E');
  });

  it('should name the first five and count the rest', () => {
    expect(confirmDocs(['A', 'B', 'C', 'D', 'E', 'F', 'G'], more)).toBe('A, B, C, D, E and 2 more');
  });
});
