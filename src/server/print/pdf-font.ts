/**
 * PDF helpers of the print area: the font and the collection of a pdfkit document's bytes.
 *
 * A font with Chinese glyphs is used when WMS_PDF_FONT names one, or when one of the usual
 * Debian CJK font files exists (fonts-droid-fallback, which .ci/run installs, fonts-wqy-microhei,
 * fonts-arphic-uming); without one the printed texts fall back to en-US (hasCjkFont,
 * docs/decisions/ "Printing") in Inconsolata (OFL, shipped with bwip-js), embedded so every PDF
 * viewer shows it (pdfkit's Helvetica is not embedded and some viewers have none).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';

const CJK_FONT_FILES = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/arphic/uming.ttc',
];

const LATIN_FONT = fileURLToPath(new URL('../../../node_modules/bwip-js/fonts/Inconsolata.otf', import.meta.url));

let cjkFont: string | null | undefined;

/** The file of a font with Chinese glyphs, or null. */
function cjkFontFile(): string | null {
  if (cjkFont === undefined) cjkFont = [process.env.WMS_PDF_FONT, ...CJK_FONT_FILES].find((file): file is string => Boolean(file && existsSync(file))) ?? null;
  return cjkFont;
}

/** Whether the PDFs can show Chinese text. */
export function hasCjkFont(): boolean {
  return cjkFontFile() !== null;
}

/** The font file to pass to doc.font(): the CJK font, else Inconsolata, else Helvetica (built in). */
export function pdfFont(): string {
  return cjkFontFile() ?? (existsSync(LATIN_FONT) ? LATIN_FONT : 'Helvetica');
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
