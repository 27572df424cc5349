/**
 * Labels as ZPL II for Zebra printers (203 dpi, 8 dots per millimetre), one ^XA…^XZ format per
 * label (docs/decisions/ "Printing").
 *
 * Data never reaches the printer raw: every field is sent with ^FH, and '^', '~' and the ^FH
 * indicator '_' (and control characters) are written as _XX hex, so data cannot start or end a
 * command. On top of that each barcode's own escapes: in ^BC a literal '>' is '><' (Code 128
 * invocation codes); in ^BX (quality 200, escape character '~') a literal '~' is '~~'.
 * GS1-128 is ^BC in automatic mode starting with '>;>8' (start C + FNC1), each GS separator
 * becomes '>8' (FNC1), and the human-readable "(01)…" is a separate text field (ZPL guide, ^BC
 * "Chaining several application identifiers").
 */
import { elementString, GS, humanReadable } from '../../shared/gs1.ts';
import type { LabelContent } from './label-content.ts';

export const DOTS_PER_MM = 8;

/** Field data for ^FH: '^', '~', '_' and control characters as _XX hex; the rest (UTF-8 with ^CI28) as is. */
export function escapeFieldData(text: string): string {
  return text.replace(/[\^~_\u0000-\u001f\u007f]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** ^BC data: '>' starts an invocation code, so a literal '>' is '><'. */
function code128Data(text: string): string {
  return escapeFieldData(text.replace(/>/g, '><'));
}

/** The ^FD of a GS1-128 element string in ^BC: start C, FNC1, the elements with FNC1 for GS. */
export function gs1BarcodeData(elementString: string): string {
  return `>;>8${elementString.split(GS).map(code128Data).join('>8')}`;
}

function textField(x: number, y: number, height: number, text: string): string {
  return `^FO${x},${y}^A0N,${height},${height}^FH^FD${escapeFieldData(text)}^FS`;
}

function barcodeFields(content: LabelContent, x: number, y: number, height: number): string[] {
  switch (content.symbology) {
    case 'code128':
      return [`^FO${x},${y}^BY2^BCN,${height},Y,N,N^FH^FD${code128Data(content.text)}^FS`];
    case 'gs1-128': {
      const elements = content.gs1 ?? [];
      return [`^FO${x},${y}^BY2^BCN,${height},N,N,N,A^FH^FD${gs1BarcodeData(elementString(elements))}^FS`, textField(x, y + height + 8, 24, humanReadable(elements))];
    }
    case 'qrcode':
      return [`^FO${x},${y}^BQN,2,5^FH^FDQA,${escapeFieldData(content.text)}^FS`];
    case 'datamatrix':
      return [`^FO${x},${y}^BXN,6,200,,,,~^FH^FD${escapeFieldData(content.text.replace(/~/g, '~~'))}^FS`];
  }
}

/** One label as a ZPL format of widthMm x heightMm. */
export function labelZpl(content: LabelContent, widthMm: number, heightMm: number): string {
  const margin = 3 * DOTS_PER_MM;
  const barcodeHeight = Math.max(40, Math.round(heightMm * DOTS_PER_MM * 0.35));
  let y = margin;
  const fields: string[] = [];
  if (content.title) {
    fields.push(textField(margin, y, 30, content.title));
    y += 40;
  }
  fields.push(...barcodeFields(content, margin, y, barcodeHeight));
  y += barcodeHeight + (content.symbology === 'qrcode' || content.symbology === 'datamatrix' ? 20 : 48);
  for (const line of content.lines) {
    fields.push(textField(margin, y, 24, line));
    y += 30;
  }
  return ['^XA', '^CI28', `^PW${widthMm * DOTS_PER_MM}`, `^LL${heightMm * DOTS_PER_MM}`, ...fields, '^XZ'].join('\n');
}

/** Every label of a print as one ZPL document. */
export function labelsZpl(contents: readonly LabelContent[], widthMm: number, heightMm: number): string {
  return `${contents.map((content) => labelZpl(content, widthMm, heightMm)).join('\n')}\n`;
}
