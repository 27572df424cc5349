/**
 * Tables of the password policy (src/shared/password-policy.ts; spec workflows §3 Password policy):
 * one row, id 1, seeded by its migration with the NIST defaults. The default password is kept only
 * as its scrypt hash (copied onto users created without a password), never as text.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const sysPasswordPolicy = pgTable('sys_password_policy', {
  id: smallint('id').primaryKey().default(1),
  passwordConstitute: text('password_constitute', { enum: ['0', '1', '2', '3'] }).notNull().default('0'),
  minLength: smallint('min_length').notNull().default(8),
  defaultPwdHash: text('default_pwd_hash'),
  allowMistakeTimes: smallint('allow_mistake_times').notNull().default(5),
  lockTime: smallint('lock_time').notNull().default(15),
  isControlIndate: smallint('is_control_indate').notNull().default(0),
  indate: smallint('indate').notNull().default(90),
  isExpireWarn: smallint('is_expire_warn').notNull().default(0),
  predate: smallint('predate').notNull().default(7),
  /** 1: holders of the admin role must sign in with a TOTP second factor (issue 16, syssec). */
  isAdminTotp: smallint('is_admin_totp').notNull().default(0),
  version: integer('version').notNull().default(1),
  updateName: text('update_name'),
  updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('sys_password_policy_one_row', sql`${t.id} = 1`)]);
