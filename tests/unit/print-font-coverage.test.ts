/**
 * The print font (src/server/print/pdf-font.ts, docs/decisions/0400-print-font-noto-sans-cjk.md)
 * has a glyph for every character a printout can show from the product itself: every string of
 * the three dictionaries (printed texts are dictionary keys: labels, ticket, ASN document, shipping
 * papers, report titles and columns) and every text of the seeded print, label and bill templates.
 * A character without a glyph prints as an empty box.
 */
import { describe, expect, it } from 'vitest';
import { printDemoRows } from '../../src/server/demo/print-demo.ts';
import { openFont, printFontSource } from '../../src/server/print/pdf-font.ts';
import { DICTIONARIES } from '../../src/shared/i18n/index.ts';

/** Every string value under a dictionary or row, recursively. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The characters of the texts without a glyph in the print font, with a text that uses each. */
function missing(texts: string[]): Record<string, string> {
  const source = printFontSource();
  if (!source) throw new Error('no print font installed (fonts-noto-cjk)');
  const font = openFont(source);
  const found: Record<string, string> = {};
  for (const text of texts) {
    for (const char of text.replace(/\s/g, '')) {
      if (!found[char] && !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) found[char] = text;
    }
  }
  return found;
}

describe('print font coverage', () => {
  it('should have a glyph for every character of the en-US, zh-CN and zh-TW dictionaries', () => {
    for (const [language, dictionary] of Object.entries(DICTIONARIES)) expect({ language, missing: missing(strings(dictionary)) }).toEqual({ language, missing: {} });
  });

  it('should have a glyph for every character of the seeded label, print and bill templates', () => {
    expect(missing(printDemoRows().flatMap(([, rows]) => strings(rows)))).toEqual({});
  });

  it('should have Latin letters, digits and both Chinese scripts', () => {
    expect(missing(['ABCXYZ abcxyz 0123456789 (00)', '到货通知单 供应商 托盘', '到貨通知單 供應商 棧板'])).toEqual({});
  });
});
