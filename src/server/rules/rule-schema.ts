/**
 * The sequence counters of the number rules (issue 4 part 4): one row per rule number and period
 * ('' when the rule never resets, else yyyyMMdd, yyyyMM or yyyy). generateNumber bumps the row
 * with an upsert in the caller's transaction; the row lock held until commit makes parallel
 * generations wait for each other, so a value is never handed out twice (src/server/rules/).
 */
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const bmRuleCounter = pgTable('bm_rule_counter', {
  ruleNo: text('rule_no').notNull(),
  period: text('period').notNull(),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'bm_rule_counter_pk', columns: [t.ruleNo, t.period] })]);
