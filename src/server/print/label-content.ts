/**
 * What one label shows, independent of the output (PDF or ZPL): the title, the barcode of the
 * row's key in the template's symbology, and text lines of the row's fields (spec console §2
 * Base.Print label-template; docs/decisions/ "Printing").
 *
 * The barcode data is the row's key: a label's barcode, a container's boxNo, a cell's cellNo.
 * GS1-128 needs a GS1 element string: a key written as one ("(01)…(10)…" or as transmitted) or
 * an SSCC-18 (printed as AI 00); any other key raises AppError PRINT_NOT_GS1. A bad element
 * raises it too, so what is printed always scans back to a valid element string.
 */
import { Gs1Error, isValidSscc, parseElementString, type Gs1Element } from '../../shared/gs1.ts';
import type { EntityName } from '../../shared/entity.ts';
import type { Symbology } from '../../shared/print.ts';
import { AppError } from '../rpc/app-error.ts';

/** The layout fields of a label template (bm_label_template). */
export type LabelTemplate = { templateCode: string; symbology: Symbology; widthMm: number; heightMm: number; title: string | null; showFields: string | null };

export type LabelContent = {
  /** The row's key, reported back in the print result text. */
  key: string;
  symbology: Symbology;
  /** The barcode data: plain text, or for GS1-128 the checked elements. */
  text: string;
  gs1?: Gs1Element[];
  title: string;
  lines: string[];
};

/** The field holding the barcode data of each label source. */
export const KEY_FIELD: Partial<Record<EntityName, string>> = { label: 'barcode', container: 'boxNo', cell: 'cellNo' };

/** The GS1 elements a key encodes, or undefined when it is not a GS1 element string or an SSCC. */
export function gs1ElementsOf(key: string): Gs1Element[] | undefined {
  if (isValidSscc(key)) return [{ ai: '00', value: key }];
  try {
    return parseElementString(key);
  } catch (error) {
    if (error instanceof Gs1Error) return undefined;
    throw error;
  }
}

/** The content of one row's label; `fieldLabel` names a field in the caller's language. */
export function labelContent(
  source: EntityName,
  row: Record<string, unknown>,
  template: LabelTemplate,
  fieldLabel: (field: string) => string,
): LabelContent {
  const key = String(row[KEY_FIELD[source] ?? 'id'] ?? '');
  const fields = (template.showFields ?? '').split(',').map((field) => field.trim()).filter(Boolean);
  const lines = fields.filter((field) => row[field] !== null && row[field] !== undefined && row[field] !== '').map((field) => `${fieldLabel(field)}: ${String(row[field])}`);
  const content = { key, symbology: template.symbology, text: key, title: template.title ?? '', lines };
  if (template.symbology !== 'gs1-128') return content;
  const gs1 = gs1ElementsOf(key);
  if (!gs1) throw new AppError('PRINT_NOT_GS1', { value: key });
  return { ...content, gs1 };
}
