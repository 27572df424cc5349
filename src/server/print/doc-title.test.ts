import { describe, expect, it } from 'vitest';
import { docTitle } from './doc-title.ts';

describe('docTitle', () => {
  it('should not repeat a prefix the number already carries', () => {
    expect(docTitle('ASN', 'ASN202611290010')).toBe('ASN202611290010');
    expect(docTitle('Asn', 'ASN202611290010')).toBe('ASN202611290010');
  });

  it('should put the name before a number without it', () => {
    expect(docTitle('Packing list', 'ON202611290001')).toBe('Packing list ON202611290001');
    expect(docTitle('送货通知', 'ASN202611290010')).toBe('送货通知 ASN202611290010');
    expect(docTitle('', 'ASN1')).toBe('ASN1');
  });
});
