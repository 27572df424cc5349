/**
 * GS1 identification keys and GS1-128 element strings (GS1 General Specifications: §7.9 check
 * digit calculation, §3 application identifiers, §7.8 concatenation with FNC1; issue 4 part 4).
 * Pure functions shared by the server (number rules, labels) and the console.
 *
 * - Check digit: mod 10 with weights 3, 1, 3, … from the rightmost data digit.
 * - GTIN-8/12/13/14: digits with a valid check digit; AI (01) carries the 14-digit form.
 * - SSCC-18: extension digit + GS1 company prefix + serial reference (17 digits) + check digit.
 * - Element string: AI + value concatenated; a variable-length value that is not last is
 *   followed by the group separator GS (ASCII 29, what a scanner sends for FNC1). The
 *   human-readable interpretation puts each AI in parentheses: "(01)09521234543213(10)LOT42".
 */

/** The group separator that ends a variable-length element (FNC1 as transmitted). */
export const GS = '\x1D';

/** The symbology identifier a scanner may prepend to GS1-128 data. */
export const GS1_128_SYMBOLOGY_ID = ']C1';

type AiFormat = { title: string; length: number; variable: boolean; numeric: boolean; checkDigit?: boolean; date?: boolean };

/** The application identifiers this product writes and reads (GS1 General Specifications §3.2). */
export const GS1_AIS: Record<string, AiFormat> = {
  '00': { title: 'SSCC', length: 18, variable: false, numeric: true, checkDigit: true },
  '01': { title: 'GTIN', length: 14, variable: false, numeric: true, checkDigit: true },
  '02': { title: 'CONTENT', length: 14, variable: false, numeric: true, checkDigit: true },
  '10': { title: 'BATCH/LOT', length: 20, variable: true, numeric: false },
  '11': { title: 'PROD DATE', length: 6, variable: false, numeric: true, date: true },
  '15': { title: 'BEST BEFORE', length: 6, variable: false, numeric: true, date: true },
  '17': { title: 'USE BY OR EXPIRY', length: 6, variable: false, numeric: true, date: true },
  '21': { title: 'SERIAL', length: 20, variable: true, numeric: false },
  '37': { title: 'COUNT', length: 8, variable: true, numeric: true },
};

export type Gs1Element = { ai: string; value: string };

/** Why an element or a key is refused (a dictionary key under `gs1.`). */
export type Gs1Problem = 'unknownAi' | 'length' | 'digits' | 'checkDigit' | 'date' | 'charset' | 'empty' | 'prefix';

/** A refusal of gs1.ts; `problem` names the rule, `ai` the element when there is one. */
export class Gs1Error extends Error {
  constructor(
    readonly problem: Gs1Problem,
    readonly ai?: string,
  ) {
    super(`GS1 ${problem}${ai ? ` in (${ai})` : ''}`);
  }
}

// GS1 AI encodable character set 82 (General Specifications figure 7.11-1).
const CSET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;
const DIGITS = /^\d+$/;

/** The mod-10 check digit of a string of data digits (without its check digit). */
export function gs1CheckDigit(data: string): number {
  if (!DIGITS.test(data)) throw new Gs1Error('digits');
  let sum = 0;
  for (let i = 0; i < data.length; i += 1) {
    const digit = data.charCodeAt(data.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of `key` is the check digit of the others. */
export function hasValidCheckDigit(key: string): boolean {
  return DIGITS.test(key) && key.length > 1 && gs1CheckDigit(key.slice(0, -1)) === Number(key.at(-1));
}

/** True for a GTIN-8, GTIN-12, GTIN-13 or GTIN-14 with a valid check digit. */
export function isValidGtin(gtin: string): boolean {
  return [8, 12, 13, 14].includes(gtin.length) && hasValidCheckDigit(gtin);
}

/** The 14-digit form of a valid GTIN (left-padded with zeros), as AI (01) carries it. */
export function toGtin14(gtin: string): string {
  if (!isValidGtin(gtin)) throw new Gs1Error('checkDigit', '01');
  return gtin.padStart(14, '0');
}

/** A GTIN completed with its check digit: 7, 11, 12 or 13 data digits. */
export function completeGtin(data: string): string {
  if (![7, 11, 12, 13].includes(data.length)) throw new Gs1Error('length', '01');
  return `${data}${gs1CheckDigit(data)}`;
}

/**
 * The SSCC-18 of an extension digit (0-9), a GS1 company prefix (6 to 12 digits) and a serial
 * reference (a whole number that fits the 16 - prefix-length digits left), with its check digit.
 */
export function ssccOf(extensionDigit: string, companyPrefix: string, serialReference: string | number | bigint): string {
  if (!/^\d$/.test(extensionDigit)) throw new Gs1Error('digits', '00');
  if (!/^\d{6,12}$/.test(companyPrefix)) throw new Gs1Error('prefix', '00');
  const serial = String(serialReference);
  const width = 16 - companyPrefix.length;
  if (!DIGITS.test(serial)) throw new Gs1Error('digits', '00');
  if (serial.length > width) throw new Gs1Error('length', '00');
  const data = `${extensionDigit}${companyPrefix}${serial.padStart(width, '0')}`;
  return `${data}${gs1CheckDigit(data)}`;
}

/** True for an 18-digit SSCC with a valid check digit. */
export function isValidSscc(sscc: string): boolean {
  return sscc.length === 18 && hasValidCheckDigit(sscc);
}

/** A date as GS1 YYMMDD (AI 11, 15, 17) in the date's local calendar. */
export function gs1Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getFullYear() % 100)}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

function validDate(value: string): boolean {
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  // Day 00 means the last day of the month (General Specifications §3.4.7).
  const last = new Date(Date.UTC(2000 + Number(value.slice(0, 2)), month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day <= last;
}

/** Checks one element against its AI's format; throws Gs1Error naming the rule broken. */
export function checkElement({ ai, value }: Gs1Element): void {
  const format = GS1_AIS[ai];
  if (!format) throw new Gs1Error('unknownAi', ai);
  if (value.length === 0) throw new Gs1Error('empty', ai);
  if (format.variable ? value.length > format.length : value.length !== format.length) throw new Gs1Error('length', ai);
  if (format.numeric && !DIGITS.test(value)) throw new Gs1Error('digits', ai);
  if (!CSET_82.test(value)) throw new Gs1Error('charset', ai);
  if (format.checkDigit && !hasValidCheckDigit(value)) throw new Gs1Error('checkDigit', ai);
  if (format.date && !validDate(value)) throw new Gs1Error('date', ai);
}

/**
 * The GS1-128 element string of checked elements in the given order: AI and value concatenated,
 * GS after every variable-length value except the last. Throws Gs1Error for a bad element.
 */
export function elementString(elements: readonly Gs1Element[]): string {
  if (elements.length === 0) throw new Gs1Error('empty');
  elements.forEach(checkElement);
  return elements.map(({ ai, value }, index) => `${ai}${value}${GS1_AIS[ai].variable && index < elements.length - 1 ? GS : ''}`).join('');
}

/** The human-readable interpretation: "(01)09521234543213(10)LOT42(17)271231". */
export function humanReadable(elements: readonly Gs1Element[]): string {
  elements.forEach(checkElement);
  return elements.map(({ ai, value }) => `(${ai})${value}`).join('');
}

function parseBracketed(text: string): Gs1Element[] {
  const elements: Gs1Element[] = [];
  let rest = text;
  while (rest.length > 0) {
    const m = /^\((\d{2})\)/.exec(rest);
    if (!m || !GS1_AIS[m[1]]) throw new Gs1Error('unknownAi', m?.[1]);
    const format = GS1_AIS[m[1]];
    rest = rest.slice(m[0].length);
    // A variable value runs to the next "(NN)" of a known AI: values containing such text need the element string form.
    const next = format.variable ? [...rest.matchAll(/\((\d{2})\)/g)].find((hit) => GS1_AIS[hit[1]])?.index : format.length;
    const end = next ?? rest.length;
    elements.push({ ai: m[1], value: rest.slice(0, end) });
    rest = rest.slice(end);
  }
  return elements;
}

function parseTransmitted(text: string): Gs1Element[] {
  const elements: Gs1Element[] = [];
  let rest = text.startsWith(GS1_128_SYMBOLOGY_ID) ? text.slice(GS1_128_SYMBOLOGY_ID.length) : text;
  while (rest.length > 0) {
    const ai = rest.slice(0, 2);
    const format = GS1_AIS[ai];
    if (!format) throw new Gs1Error('unknownAi', ai);
    rest = rest.slice(2);
    const separator = rest.indexOf(GS);
    const end = format.variable ? (separator < 0 ? rest.length : separator) : format.length;
    elements.push({ ai, value: rest.slice(0, end) });
    rest = rest.slice(end);
    // The separator ends a variable value; some printers also put one after a fixed value.
    if (rest.startsWith(GS)) rest = rest.slice(1);
  }
  return elements;
}

/**
 * The elements of a GS1-128 string in either form: human-readable "(01)…(10)…" or as
 * transmitted (optionally "]C1", GS separators). Every element is checked; throws Gs1Error.
 */
export function parseElementString(text: string): Gs1Element[] {
  if (text.length === 0) throw new Gs1Error('empty');
  const elements = text.startsWith('(') ? parseBracketed(text) : parseTransmitted(text);
  elements.forEach(checkElement);
  return elements;
}
