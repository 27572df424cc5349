/**
 * PDF helpers of the print area: the one font of every printed PDF and the collection of a pdfkit
 * document's bytes (docs/decisions/0400-print-font-noto-sans-cjk.md).
 *
 * The print font must show Latin letters, digits and Chinese (simplified and traditional) in one
 * face: Noto Sans CJK SC from Debian's fonts-noto-cjk (SIL OFL 1.1; .ci/run installs it), or the
 * font WMS_PDF_FONT names (a .ttf/.otf file, or a .ttc collection with its face's PostScript name
 * in WMS_PDF_FONT_FACE). A candidate is taken only when it has a glyph for "A", "0" and "中".
 * Without one, the printed texts fall back to en-US (printTranslator) in Inconsolata (OFL, shipped
 * with the bwip-js package and embedded, so every viewer shows it), else pdfkit's built-in
 * Helvetica, and the server warns at start-up (pdfFontWarning).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import type { TFunction } from 'i18next';
import type PDFDocument from 'pdfkit';
import type { Language } from '../../shared/i18n/index.ts';
import { translator } from '../i18n.ts';

/** A font pdfkit can open: a file and, for a collection (.ttc), the PostScript name of its face. */
export type PdfFontSource = { file: string; face?: string };

/** Debian's fonts-noto-cjk: one collection, the simplified-Chinese face (it covers traditional characters too). */
export const NOTO_SANS_CJK: PdfFontSource = { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' };

/** The Latin fallback: a font file of an npm dependency, so it is there wherever the product installs. */
const LATIN_FONT = fileURLToPath(new URL('../../../node_modules/bwip-js/fonts/Inconsolata.otf', import.meta.url));

/** Characters a print font must have: a Latin letter, a digit and a Chinese character. */
const PROBE = 'A0中';

let chosen: PdfFontSource | null | undefined;

/** Opens a font file (the face of a collection) with fontkit; throws when the file is not a font or has no such face. */
export function openFont(source: PdfFontSource): fontkit.Font {
  const opened = fontkit.openSync(source.file, source.face);
  if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${source.file} is a font collection: name its face (WMS_PDF_FONT_FACE)`);
  return opened;
}

/** Whether the font source exists and has glyphs for Latin, digits and Chinese. */
function covers(source: PdfFontSource): boolean {
  if (!existsSync(source.file)) return false;
  try {
    const font = openFont(source);
    return [...PROBE].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  } catch {
    return false;
  }
}

/** The configured or installed font that covers Latin, digits and Chinese, or null. */
export function printFontSource(): PdfFontSource | null {
  if (chosen === undefined) {
    const configured = process.env.WMS_PDF_FONT ? [{ file: process.env.WMS_PDF_FONT, face: process.env.WMS_PDF_FONT_FACE || undefined }] : [];
    chosen = [...configured, NOTO_SANS_CJK].find(covers) ?? null;
  }
  return chosen;
}

/** Whether the PDFs can show Chinese text. */
export function hasCjkFont(): boolean {
  return printFontSource() !== null;
}

/** The translator of printed texts: the caller's language, or en-US when no font can show Chinese. */
export function printTranslator(language: Language): TFunction {
  return translator(hasCjkFont() ? language : 'en-US');
}

/** Sets the print font on the document (the Latin fallback when no font covers Chinese); answers the document. */
export function usePdfFont<T extends InstanceType<typeof PDFDocument>>(doc: T): T {
  const source = printFontSource();
  if (!source) return doc.font(existsSync(LATIN_FONT) ? LATIN_FONT : 'Helvetica') as T;
  return (source.face ? doc.font(source.file, source.face) : doc.font(source.file)) as T;
}

/** The start-up warning when no print font covers Chinese, else null. */
export function pdfFontWarning(): string | null {
  if (hasCjkFont()) return null;
  return `No print font with Latin and Chinese glyphs: install Debian's fonts-noto-cjk (${NOTO_SANS_CJK.file}) or set WMS_PDF_FONT (and WMS_PDF_FONT_FACE for a .ttc). Printed PDFs show English texts in a Latin-only font until then.`;
}

/** The bytes of a pdfkit document once `doc.end()` is called. */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
