/**
 * Reads a printed PDF back as a person would: each page is rendered to a PNG at 300 dpi with
 * pdftoppm (Debian poppler-utils) and read with tesseract in English and simplified Chinese, or
 * the languages given, e.g. 'eng+chi_tra' (tesseract-ocr-eng, -chi-sim, -chi-tra; .ci/run installs them). Answers the text of all pages
 * with every whitespace removed (tesseract puts spaces between Chinese characters and may split a
 * number), so a test asserts `expect(await pdfOcrText(pdf)).toContain(ocrForm('ASN 1'))`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A text as pdfOcrText answers it: without whitespace. */
export function ocrForm(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The OCR text of every page of the PDF, pages in order, without whitespace. */
export async function pdfOcrText(pdf: Buffer, languages = 'eng+chi_sim'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'wms-pdf-ocr-'));
  try {
    await writeFile(join(dir, 'print.pdf'), pdf);
    await run('pdftoppm', ['-r', '300', '-gray', '-png', join(dir, 'print.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((file) => file.endsWith('.png')).sort();
    const texts: string[] = [];
    for (const page of pages) {
      const { stdout } = await run('tesseract', [join(dir, page), '-', '-l', languages], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
      texts.push(stdout);
    }
    return ocrForm(texts.join('\n'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
