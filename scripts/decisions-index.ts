/**
 * The index of the decision records (docs/decisions/README.md), generated from the records
 * themselves: `npm run decisions:index` rewrites it; tests/unit/decisions-index.test.ts fails when
 * a record file is missing from the index or the index names a file that does not exist.
 *
 * A record is `docs/decisions/NNNN-slug.md` whose first line is `# NNNN. Title` and which carries a
 * `- Status: …` line (accepted, superseded by NNNN, …) and optionally `- Area: …` (the section of
 * the former docs/decisions.md it came from). Records are listed in number order.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const decisionsDir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
export const indexFile = 'README.md';
const recordName = /^\d{4}-[a-z0-9-]+\.md$/;

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  area: string;
}

/** The record files of a folder, by name (NNNN-slug.md), sorted. */
export function recordFiles(dir = decisionsDir): string[] {
  return readdirSync(dir).filter((name) => recordName.test(name)).sort();
}

/** Reads one record's number, title, status and area; throws naming the file when the form is broken. */
export function readRecord(file: string, dir = decisionsDir): DecisionRecord {
  const text = readFileSync(join(dir, file), 'utf8');
  const heading = /^# (\d{4})\. (.+)$/m.exec(text);
  const status = /^- Status: (.+)$/m.exec(text);
  if (!heading || !status) throw new Error(`${file}: needs a "# NNNN. Title" line and a "- Status:" line`);
  if (!file.startsWith(heading[1])) throw new Error(`${file}: its heading is numbered ${heading[1]}`);
  const area = /^- Area: (.+)$/m.exec(text)?.[1] ?? '';
  return { file, number: heading[1], title: heading[2].trim(), status: status[1].trim(), area };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The index's Markdown: one table row per record (number linked to its file, title, status, area). */
export function renderIndex(records: DecisionRecord[]): string {
  return [
    '# Decision records',
    '',
    'One file per decision: where the specification says "not shown", leaves a choice open, or where',
    'we departed from DESIGN.md. Each record gives its status, issue, code, context, decision and',
    'consequences; a superseded record names the one that replaced it. New records take the next free',
    'number. Code names a record by its file, or a whole area as `docs/decisions/ "Area"` (the Area',
    'column below). This index is generated: run `npm run decisions:index` after adding a record',
    '(tests/unit/decisions-index.test.ts fails while a record is missing from it).',
    '',
    '| Record | Title | Status | Area |',
    '|---|---|---|---|',
    ...records.map((r) => `| [${r.number}](${r.file}) | ${cell(r.title)} | ${cell(r.status)} | ${cell(r.area)} |`),
    '',
  ].join('\n');
}

/** The record files an index names in its links, in order. */
export function indexedFiles(indexText: string): string[] {
  return [...indexText.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const records = recordFiles().map((file) => readRecord(file));
  writeFileSync(join(decisionsDir, indexFile), renderIndex(records));
  console.log(`docs/decisions/${indexFile}: ${records.length} records`);
}
