/**
 * Reading what a scanner or a person enters at a scan field (issue 24; GS1 General Specifications
 * §3 application identifiers, §5.4.7 human-readable interpretation, §7.8 FNC1 as GS, §7.9 check
 * digits): one reader for the kiosk, the console's scan fields and the handheld. The AI table and
 * the splitting come from gs1-barcode-parser-mod; this module adds the check digits and the fields
 * a warehouse reads.
 *
 * readGs1Scan(text) accepts
 * - the human-readable form printed under a barcode: "(00)306141411234567892", spaces allowed;
 * - a raw scan: optional symbology identifier (]C1, ]d2, ]Q3), elements separated by GS (ASCII 29,
 *   FNC1) or the "<GS>" / "^]" a keyboard-wedge scanner may type for it;
 * - a bare SSCC (18 digits) or GTIN (8, 12, 13 or 14 digits).
 * It answers the elements and the fields: sscc (00), gtin (01), content (02), lot (10), expiry (17)
 * and bestBefore (15) as ISO dates, count (37), and the 3xxx measures (value with its decimals
 * applied, unit as the parser names it, e.g. KGM). Throws Gs1Error 'checkDigit' (with the AI) for
 * an SSCC or GTIN whose check digit is wrong, 'empty' for nothing and 'unknownAi' for text that is
 * not GS1 at all.
 */
import { parseBarcode } from 'gs1-barcode-parser-mod';
import { GS, Gs1Error, hasValidCheckDigit } from './gs1.ts';

export type Gs1ScanElement = { ai: string; title: string; value: string; unit: string };
export type Gs1Scan = {
  elements: Gs1ScanElement[];
  sscc?: string;
  gtin?: string;
  content?: string;
  lot?: string;
  expiry?: string;
  bestBefore?: string;
  count?: string;
  measures: { ai: string; title: string; value: string; unit: string }[];
};

const CHECKED = new Set(['00', '01', '02']);
const BARE_KEY = /^(\d{18}|\d{14}|\d{13}|\d{12}|\d{8})$/;

/** The scan with its separators as GS and without spaces around the bracketed form. */
function normalized(text: string): string {
  const value = text.replace(/<GS>|\^\]/gi, GS).replace(/[\r\n]/g, '').trim();
  return value.startsWith('(') || /^\][A-Za-z]\d\(/.test(value) ? value.replace(/\s+/g, '') : value;
}

function elementValue(element: { data: string | number | Date; isoDate: string; raw: string }): string {
  if (element.isoDate) return element.isoDate;
  return typeof element.data === 'number' ? String(element.data) : String(element.raw);
}

export function readGs1Scan(text: string): Gs1Scan {
  const value = normalized(text);
  if (value === '') throw new Gs1Error('empty');
  const bare = BARE_KEY.test(value) ? (value.length === 18 ? `(00)${value}` : `(01)${value.padStart(14, '0')}`) : value;
  let parsed: ReturnType<typeof parseBarcode>;
  try {
    parsed = parseBarcode(bare);
  } catch {
    throw new Gs1Error('unknownAi');
  }
  const elements = parsed.parsedCodeItems.map((e) => ({ ai: e.ai, title: e.dataTitle, value: elementValue(e), unit: e.unit ?? '' }));
  if (elements.length === 0) throw new Gs1Error('unknownAi');
  for (const element of elements) {
    if (CHECKED.has(element.ai) && !hasValidCheckDigit(element.value)) throw new Gs1Error('checkDigit', element.ai);
  }
  const of = (ai: string) => elements.find((e) => e.ai === ai)?.value;
  const fields = { sscc: of('00'), gtin: of('01'), content: of('02'), lot: of('10'), expiry: of('17'), bestBefore: of('15'), count: of('37') };
  return {
    elements,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    measures: elements.filter((e) => /^3\d{3}$/.test(e.ai)),
  };
}
