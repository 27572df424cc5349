/**
 * Input of ISrmAsnService/addasn (workflows §3 ASN, §5 shipping quantity rules): the header's
 * transport and invoice fields (the ASN entity's writable fields but organisation, warehouse and
 * supplier, which come from the order lines), the lines (an order line id and the quantity shipped,
 * > 0, at most 5 decimals; an optional lot) and the packing: pallets of cartons of items, each item
 * naming a line by its position (lineNo, 1-based) and a quantity > 0. Without pallets the notice
 * has no packing (and no SSCC labels). Issues name `lines.<i>.<field>` and `pallets.<p>.cartons.<c>...`.
 */
import { z } from 'zod';
import type { EntityDef, FieldDef } from '../../shared/entity.ts';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import { checkField, entityInputSchema, idSchema, integerSchema } from '../../shared/validation.ts';

const DERIVED = ['orgNo', 'warehouseNo', 'supplierNo'];
const headEntity: EntityDef = { ...srmAsnEntity, fields: Object.fromEntries(Object.entries(srmAsnEntity.fields).filter(([name]) => !DERIVED.includes(name))) };

const QTY: FieldDef = { kind: 'decimal', required: true, scale: 5 };

/** A quantity greater than 0 with at most 5 decimals, as decimal text. */
export const positiveQtySchema = z.union([z.string().max(40), z.number()]).transform((value, ctx) => {
  const checked = checkField(QTY, value);
  if ('issue' in checked) {
    ctx.addIssue({ code: 'custom', message: checked.issue.message, params: checked.issue.params });
    return z.NEVER;
  }
  if (Number(checked.value) <= 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.positive' });
    return z.NEVER;
  }
  return String(checked.value);
});

export const LINES_MAX = 500;
const lineNoSchema = integerSchema(1, LINES_MAX);

const itemSchema = z.object({ lineNo: lineNoSchema, qty: positiveQtySchema });
const cartonSchema = z.object({ items: z.array(itemSchema).min(1).max(LINES_MAX) });
const palletSchema = z.object({ cartons: z.array(cartonSchema).min(1).max(200) });

export const addAsnSchema = z.object({
  head: z.record(z.string(), z.unknown()).default({}).pipe(entityInputSchema(headEntity, 'add')),
  lines: z.array(z.object({ purchaseId: idSchema, deliveryQty: positiveQtySchema, lotNo: z.string().trim().max(60).optional() })).min(1).max(LINES_MAX),
  pallets: z.array(palletSchema).max(200).default([]),
});

export type AddAsnInput = z.output<typeof addAsnSchema>;
