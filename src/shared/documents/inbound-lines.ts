/**
 * Line fields of the inbound documents (workflows §3, §5): the item with a quantity greater than 0
 * in one of the item's units (unitNo, default the item's own unit; the server converts with the
 * item's unit conversions and refuses a unit it cannot convert), the lot with its production and
 * expiry dates, and the container. An arrival line may name the purchase order line it delivers
 * (poLineNo of the header's poNo: an arrival import row), which the over-receipt rule checks.
 */
import type { FieldDef } from '../entity.ts';
import { QTY_FIELD, REMARK_FIELD } from '../entities/document-fields.ts';

export const INBOUND_LINE_FIELDS = {
  itemNo: { kind: 'text', required: true, format: 'code', max: 40, ref: 'item', dependsOn: 'orgNo' },
  ...QTY_FIELD,
  unitNo: { kind: 'text', format: 'code', max: 20 },
  lotNo: { kind: 'text', max: 60 },
  productionDate: { kind: 'date' },
  expiryDate: { kind: 'date' },
  containerNo: { kind: 'text', max: 60 },
  ...REMARK_FIELD,
} as const satisfies Record<string, FieldDef>;

export const ARRIVAL_LINE_FIELDS = {
  ...INBOUND_LINE_FIELDS,
  poLineNo: { kind: 'int' },
} as const satisfies Record<string, FieldDef>;
