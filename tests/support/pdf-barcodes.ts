/**
 * Reads the barcodes a printed label PDF shows: each RGB image of the PDF (pdfkit stores the
 * bwip-js PNG as raw RGB pixels, deflated, its alpha in an SMask) is written back as a PNG and
 * decoded with zbarimg (Debian zbar-tools; .ci/run installs it). Answers the decoded texts, one
 * per image, sorted (pdfkit writes images in no page order); zbar reads Code 128, GS1-128 and QR
 * codes, not Data Matrix.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync, inflateSync } from 'node:zlib';

type RgbImage = { width: number; height: number; pixels: Buffer };

function rgbImages(pdf: Buffer): RgbImage[] {
  const text = pdf.toString('latin1');
  const images: RgbImage[] = [];
  for (const match of text.matchAll(/<<\s*\/Type \/XObject\s*\/Subtype \/Image([^]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1];
    if (!dict.includes('/ColorSpace /DeviceRGB')) continue;
    const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1]);
    const start = match.index + match[0].length;
    images.push({ width: number('Width'), height: number('Height'), pixels: inflateSync(pdf.subarray(start, start + number('Length'))) });
  }
  return images;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the pixels (filter type 0 on every row). */
function png({ width, height, pixels }: RgbImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3;
  const rows = Buffer.concat(Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), pixels.subarray(y * stride, (y + 1) * stride)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The decoded text of every barcode image of the PDF, sorted. */
export async function scanPdfBarcodes(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'wms-pdf-scan-'));
  try {
    const texts: string[] = [];
    for (const [index, image] of rgbImages(pdf).entries()) {
      const file = join(dir, `${index}.png`);
      await writeFile(file, png(image));
      const { stdout } = await promisify(execFile)('zbarimg', ['--quiet', '--raw', file]);
      texts.push(stdout.replace(/\n$/, ''));
    }
    return texts.sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
