import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionsDir, indexedFiles, indexFile, readRecord, recordFiles, renderIndex } from '../../scripts/decisions-index.ts';

const indexText = readFileSync(join(decisionsDir, indexFile), 'utf8');

describe('decision records index (docs/decisions/README.md)', () => {
  it('lists every record file', () => {
    const listed = new Set(indexedFiles(indexText));
    expect(recordFiles().filter((file) => !listed.has(file))).toEqual([]);
  });

  it('names no file that does not exist', () => {
    expect(indexedFiles(indexText).filter((file) => !existsSync(join(decisionsDir, file)))).toEqual([]);
  });

  it('reads every record in the record form, numbers unique', () => {
    const records = recordFiles().map((file) => readRecord(file));
    const numbers = records.map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(records.every((r) => r.title !== '' && r.status !== '')).toBe(true);
  });

  it('renders a record missing from an index as a row naming its file', () => {
    const rows = renderIndex([{ file: '0400-new-rule.md', number: '0400', title: 'A | B', status: 'accepted (2026-11-27)', area: '' }]);
    expect(indexedFiles(rows)).toEqual(['0400-new-rule.md']);
    expect(rows).toContain('| [0400](0400-new-rule.md) | A \\| B | accepted (2026-11-27) |  |');
  });
});
