/**
 * System.Integrate (spec console §2; issue 16; docs/decisions/ "Integration"), shared by the
 * server and the console: a source is an ERP's JSON HTTP endpoint ('http': url, optional
 * Authorization header, `recordsPath` to the array of records in the answer) or a spreadsheet
 * drop ('file': an xlsx or CSV file of Base.File, by its fileNo). A source configuration maps the
 * source's fields to ours for one target (item, supplier or customer), one `sourceField=ourField`
 * per line. Item synchronisation runs the item configurations, basic-data synchronisation the
 * supplier and customer ones.
 */
import type { FieldIssue } from './errors.ts';

export const SOURCE_TYPES = ['http', 'file'] as const;
export const SYNC_TARGETS = ['item', 'supplier', 'customer'] as const;
export type SyncTarget = (typeof SYNC_TARGETS)[number];

/** The synchronisation pages and the targets each runs: item-synchronization, basic-synchronization. */
export const SYNC_GROUPS = {
  item: { menuNo: '160406', targets: ['item'] },
  basic: { menuNo: '160407', targets: ['supplier', 'customer'] },
} as const satisfies Record<string, { menuNo: string; targets: readonly SyncTarget[] }>;
export type SyncGroup = keyof typeof SYNC_GROUPS;

/** The source-integration page (160404): every synchronisation run of every configuration. */
export const SYNC_LOG_MENU = '160404';

const MAP_LINE = /^([^=]+)=([A-Za-z][A-Za-z0-9]*)$/;
const MAP_LINES_MAX = 200;

/**
 * Parses a field map: one `sourceField=ourField` per line (blank lines skipped; the source field
 * may be a dotted path into a JSON record). Answers the pairs in order, or the issues of `field`
 * (validation.fieldMapLine with the line number, validation.fieldMapUnknown for an our-field not in
 * `known`, validation.fieldMapDuplicate for an our-field mapped twice).
 */
export function parseFieldMap(text: string, known: readonly string[], field = 'fieldMap'): { pairs: [string, string][]; issues: FieldIssue[] } {
  const pairs: [string, string][] = [];
  const issues: FieldIssue[] = [];
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines.length > MAP_LINES_MAX) return { pairs, issues: [{ field, message: 'validation.fieldMapLine', params: { line: MAP_LINES_MAX + 1 } }] };
  lines.forEach((line, index) => {
    if (!line) return;
    const match = MAP_LINE.exec(line.replace(/\s*=\s*/, '='));
    if (!match) return issues.push({ field, message: 'validation.fieldMapLine', params: { line: index + 1 } });
    const [source, ours] = [match[1].trim(), match[2]];
    if (!known.includes(ours)) return issues.push({ field, message: 'validation.fieldMapUnknown', params: { line: index + 1, value: ours } });
    if (pairs.some(([, mapped]) => mapped === ours)) return issues.push({ field, message: 'validation.fieldMapDuplicate', params: { line: index + 1, value: ours } });
    pairs.push([source, ours]);
  });
  if (!pairs.length && !issues.length) issues.push({ field, message: 'validation.required' });
  return { pairs, issues };
}
