/**
 * Hostile xlsx files for the import-limit tests (issue 11 defect 2), written as zips by hand with
 * node:zlib because they must be what no spreadsheet library writes: parts of a gigabyte made of
 * repeated XML, a part whose headers understate its size. A part's text is an iterable of chunks,
 * deflated as a stream, so a 1 GB part costs the test a few hundred kilobytes of memory.
 *
 * `hostileXlsx({ rows, sharedStrings })` answers the zip of one worksheet whose <sheetData> is
 * `rows` and, when given, a shared-string table; CRCs are left 0 (readers of this product do not
 * check them).
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

type Text = Iterable<string>;
type Part = { name: string; text: Text };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** `chunk` `times` times, as chunks of at most 1 MB. */
export function* repeated(chunk: string, times: number): Generator<string> {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / chunk.length));
  const block = chunk.repeat(perBlock);
  for (let done = 0; done < times; done += perBlock) yield times - done >= perBlock ? block : chunk.repeat(times - done);
}

/** `item(0)` … `item(count - 1)`, joined into chunks of about 1 MB. */
export function* series(count: number, item: (i: number) => string): Generator<string> {
  let block: string[] = [];
  let length = 0;
  for (let i = 0; i < count; i++) {
    const text = item(i);
    block.push(text);
    length += text.length;
    if (length >= 1024 * 1024) {
      yield block.join('');
      block = [];
      length = 0;
    }
  }
  if (block.length) yield block.join('');
}

/** The texts one after the other. */
export function* joined(...texts: Text[]): Generator<string> {
  for (const text of texts) yield* text;
}

async function deflated(text: Text): Promise<{ data: Buffer; size: number }> {
  let size = 0;
  const counted = Readable.from((function* () {
    for (const chunk of text) {
      const bytes = Buffer.from(chunk, 'utf8');
      size += bytes.length;
      yield bytes;
    }
  })());
  const out: Buffer[] = [];
  for await (const chunk of counted.pipe(zlib.createDeflateRaw())) out.push(chunk as Buffer);
  return { data: Buffer.concat(out), size };
}

type Deflated = { name: string; data: Buffer; size: number };

function zipOf(parts: Deflated[], lieAboutSizes: boolean): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size } = part;
    const declared = lieAboutSizes ? Math.min(size, 1000) : size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * An xlsx of one worksheet whose <sheetData> holds `rows` (XML text), with optional shared strings
 * (<si> elements): `honest` declares each part's true size, `understated` the same bytes declaring
 * at most 1,000 bytes per part.
 */
export async function hostileXlsx({ rows, sharedStrings }: { rows: Text; sharedStrings?: Text }): Promise<{ honest: Buffer; understated: Buffer }> {
  const parts: Part[] = [
    { name: '[Content_Types].xml', text: [`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`] },
    { name: 'xl/workbook.xml', text: [`<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`] },
    { name: 'xl/_rels/workbook.xml.rels', text: [`<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`] },
  ];
  if (sharedStrings) parts.push({ name: 'xl/sharedStrings.xml', text: joined([`<?xml version="1.0"?><sst xmlns="${MAIN}">`], sharedStrings, ['</sst>']) });
  parts.push({ name: 'xl/worksheets/sheet1.xml', text: joined([`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>`], rows, ['</sheetData></worksheet>']) });
  const deflatedParts: Deflated[] = [];
  for (const part of parts) deflatedParts.push({ name: part.name, ...(await deflated(part.text)) });
  return { honest: zipOf(deflatedParts, false), understated: zipOf(deflatedParts, true) };
}
