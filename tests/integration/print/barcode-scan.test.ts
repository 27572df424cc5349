/**
 * The printed barcodes scan back to the data they encode (issue 4 item 6): each label's barcode
 * image, as the PDF embeds it, decoded with zbarimg (Debian zbar-tools; .ci/run installs it).
 * zbar reads Code 128, GS1-128 and QR codes; it has no Data Matrix decoder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelContent, type LabelTemplate } from '../../../src/server/print/label-content.ts';
import { barcodePng } from '../../../src/server/print/label-pdf.ts';
import { GS } from '../../../src/shared/gs1.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wms-scan-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function scan(key: string, symbology: LabelTemplate['symbology']): Promise<string> {
  const template: LabelTemplate = { templateCode: 'T', symbology, widthMm: 100, heightMm: 60, title: null, showFields: null };
  const file = join(dir, `${symbology}-${Buffer.from(key).toString('hex')}.png`);
  await writeFile(file, await barcodePng(labelContent('label', { barcode: key }, template, (field) => field)));
  const { stdout } = await promisify(execFile)('zbarimg', ['--quiet', '--raw', file]);
  return stdout.replace(/\n$/, '');
}

describe('printed barcodes decode back to their data', () => {
  it('should decode a GS1-128 label to its element string, GS after the variable-length batch', async () => {
    expect(await scan('(01)09521234543213(10)LOT42(17)271231', 'gs1-128')).toBe(`010952123454321310LOT42${GS}17271231`);
  });

  it('should decode an SSCC-18 container label as AI (00)', async () => {
    expect(await scan('106141412345678908', 'gs1-128')).toBe('00106141412345678908');
  });

  it('should decode Code 128 and QR labels to the key, ^ and ~ included', async () => {
    expect(await scan('NWT^00000001~', 'code128')).toBe('NWT^00000001~');
    expect(await scan('WH-SEA-A-01-02', 'qrcode')).toBe('WH-SEA-A-01-02');
  });
});
