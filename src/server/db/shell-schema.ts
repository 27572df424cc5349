/**
 * Tables of the shell and the list engine (spec console §2 shell and generic list page, §7 Menu
 * favourites, Tags, Frame define, Enum): favourites, saved search tags and column layouts belong
 * to one user and go with the user; enumerations are shared. Re-exported by schema.ts.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/i18n/index.ts';
import { auditColumns } from './entity-table.ts';
import { sysUser } from './access-schema.ts';

/** A name in each language of the dictionaries. */
export type NameMap = Record<Language, string>;

const userId = () => bigint('user_id', { mode: 'number' }).notNull().references(() => sysUser.id, { onDelete: 'cascade' });

/**
 * A user's favourite menus. A user without rows gets the default favourites; once the user
 * changes them, the rows are the list (an unpinned menu keeps its row with isPinned false, so
 * unpinning the last favourite does not bring the defaults back).
 */
export const sysCommonMenu = pgTable('sys_common_menu', {
  ...auditColumns(),
  userId: userId(),
  menuNo: text('menu_no').notNull(),
  isPinned: boolean('is_pinned').notNull(),
  sort: integer('sort').notNull(),
}, (t) => [unique('sys_common_menu_key').on(t.userId, t.menuNo)]);

/** Saved search tags (spec console §3 Saved search tag): tagOwnType 1 fixed (no owner), 2 a user's own. */
export const sysTag = pgTable('sys_tag', {
  ...auditColumns(),
  module: text('module').notNull(),
  name: text('name').notNull(),
  tagNameMap: jsonb('tag_name_map').$type<NameMap>().notNull(),
  tagContent: text('tag_content').notNull(),
  tagOwnType: smallint('tag_own_type').notNull(),
  tagOwner: bigint('tag_owner', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'cascade' }),
}, (t) => [index('sys_tag_module').on(t.module, t.tagOwner)]);

/** A user's column layout of one list page (module = its menu number). */
export const sysFrameDefine = pgTable('sys_frame_define', {
  ...auditColumns(),
  userId: userId(),
  module: text('module').notNull(),
  columnKey: text('column_key').notNull(),
  isShow: boolean('is_show').notNull(),
  isFixed: boolean('is_fixed').notNull(),
  sort: integer('sort').notNull(),
}, (t) => [unique('sys_frame_define_key').on(t.userId, t.module, t.columnKey)]);

/** Enumeration entries (spec console §7 Enum, workflows §3 Dictionary); enumName is the zh-CN name. */
export const sysEnum = pgTable('sys_enum', {
  ...auditColumns(),
  enumMid: text('enum_mid').notNull(),
  enumValue: text('enum_value').notNull(),
  enumName: text('enum_name').notNull(),
  enumNameMap: jsonb('enum_name_map').$type<NameMap>().notNull(),
  enumSeq: integer('enum_seq').notNull().default(0),
  status: smallint('status').notNull().default(1),
  remark: text('remark'),
}, (t) => [unique('sys_enum_key').on(t.enumMid, t.enumValue)]);

/**
 * Client request ids (DESIGN.md "Tasks, scans and request ids"): a call sent with a `Request-Id`
 * header claims (userNo, requestId) in the transaction of its first write, with the answer; a
 * retry of the same id answers the stored answer instead of running again. Pruned after a day.
 */
export const sysRequest = pgTable('sys_request', {
  userNo: text('user_no').notNull(),
  requestId: text('request_id').notNull(),
  call: text('call').notNull(),
  answer: jsonb('answer'),
  createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userNo, t.requestId] }), index('sys_request_created').on(t.createDate)]);
