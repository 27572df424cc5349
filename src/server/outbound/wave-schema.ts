/**
 * The outbound waves (Outbound wave-number; src/shared/documents/outbound-wave.ts):
 *
 * - out_wave: one wave: its number (`WAV<yyyyMMdd><0001..>`), organisation and warehouse, the wave
 *   template that built it, the key values that define it (groupKey, JSON text such as
 *   `{"carrierNo":"SPEEDY"}`) and its status (10 open, 30 shipped, 90 cancelled);
 * - out_wave_notice: the notices of a wave. A notice is in at most one open wave (the builder
 *   takes only notices of no open wave, under a lock of the warehouse's waves).
 */
import { bigint, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';

export const outWave = pgTable('out_wave', {
  ...auditColumns(),
  waveNo: text('wave_no').notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  waveTemplateNo: text('wave_template_no').notNull(),
  groupKey: text('group_key').notNull(),
  statusCode: text('status_code').notNull(),
}, (t) => [unique('out_wave_no').on(t.waveNo), index('out_wave_status').on(t.warehouseNo, t.statusCode)]);

export const outWaveNotice = pgTable('out_wave_notice', {
  ...auditColumns(),
  waveId: bigint('wave_id', { mode: 'number' }).notNull().references(() => outWave.id),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
}, (t) => [unique('out_wave_notice_key').on(t.waveId, t.headId), index('out_wave_notice_head').on(t.headId)]);
