/**
 * What a person reads of an operation journal row without opening it (walk 12-26, defect 8): the
 * action, as the menu and permission flag its call declares (the console shows them as the menu's
 * localized name and the flag's label: "Scheduled jobs · Modify"), and the subject, a one-line
 * summary of the objects the call named: the key and title of the page's entity in the request
 * body (a material's itemNo, a rule's number, a menu's name), then the other numbers, names and
 * codes of its request body, else of the rows it changed, else their ids ("#12"). Values are read
 * from the stored, already redacted JSON, so a secret never reaches the summary.
 *
 * A call that is more than its flag (walk 14-26 #2: "Reset second factor", not "Users · Modify")
 * has a verb: METHOD_VERBS by the call's method, shown instead of the flag (syssec.verb.<verb>).
 */
import type { PermissionFlag } from '../../shared/permissions.ts';
import type { CallDef } from '../rpc/call.ts';

/** The menu and flag a call declares; null for a call with no menu (signed-in calls). */
export type JournalAction = { menuNo: string; flag: PermissionFlag } | null;

/** A field that names an object: a number, a name or a code (itemNo, jobName, cellCode). */
const NAMING_FIELD = /^(?:[a-z][A-Za-z]*(?:No|Name|Code)|no|name|code)$/;
/** Audit fields (who wrote the row) and state codes (statusCode: 1), which do not name the row. */
const AUDIT_FIELD = /^(?:(?:create|update|modify|delete)(?:Name|No|By)|\w*(?:status|state|type|flag)Code)$/i;
/** A name per language ({ 'en-US': …, 'zh-CN': … }). */
const NAME_MAP_FIELD = /^[a-z][A-Za-z]*NameMap$/;
const MAX_PARTS = 3;
const MAX_SUBJECT = 120;

/** The verb of calls that do more than their permission flag says, by method (the console's syssec.verb.<verb>). */
const METHOD_VERBS: Record<string, string> = {
  resetusertotp: 'resetTotp',
  starttotpenrolment: 'startTotp',
  confirmtotpenrolment: 'confirmTotp',
  removemytotp: 'removeTotp',
  runsysjobnow: 'runNow',
  pausesysjob: 'pause',
  startsysjob: 'resume',
  upload: 'uploadFile',
  deletetemplatefile: 'removeFile',
};

/** The verb of a journal row's call (`{service}/{method}`), or null when its flag says what it did. */
export function rowVerb(call: string): string | null {
  return METHOD_VERBS[call.slice(call.indexOf('/') + 1).toLowerCase()] ?? null;
}

/** The action of every call by `{service}/{method}` (built once from the registered calls). */
export function actionIndex(calls: readonly CallDef[]): Map<string, JournalAction> {
  return new Map(calls.map((call) => [`${call.service}/${call.method}`, typeof call.permission === 'object' ? { menuNo: call.permission.menuNo, flag: call.permission.flag } : null]));
}

/**
 * The action of one journal row: the call's declared menu and flag, except for an add-or-modify call
 * (saveorupdate…, declared with the page's isSearch and checking isAdd or isModify itself), whose
 * flag is isModify when its input names an id, else isAdd.
 */
export function rowAction(index: Map<string, JournalAction>, row: { call: string; input: unknown }): JournalAction {
  const declared = index.get(row.call) ?? null;
  if (!declared || !/\/saveorupdate/i.test(row.call)) return declared;
  const id = (row.input as { id?: unknown } | null)?.id;
  return { ...declared, flag: id === undefined || id === null ? 'isAdd' : 'isModify' };
}

/** The naming values of one object (and of the objects in its arrays), in field order, without repeats. */
function namingValues(value: unknown, into: string[], depth = 0): void {
  if (depth > 4 || into.length >= MAX_PARTS || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) namingValues(item, into, depth + 1);
    return;
  }
  // A name given per language (a menu's menuNameMap) names the object by its first language's name.
  const fields = Object.entries(value).map(([key, item]): [string, unknown] => (NAME_MAP_FIELD.test(key) && item && typeof item === 'object' && !Array.isArray(item) ? [key.slice(0, -3), Object.values(item)[0]] : [key, item]));
  const own = fields.filter(([key, item]) => NAMING_FIELD.test(key) && !AUDIT_FIELD.test(key) && (typeof item === 'string' || typeof item === 'number') && String(item).trim() !== '');
  const text = own.slice(0, MAX_PARTS).map(([, item]) => String(item).trim()).filter((item) => item !== '[redacted]').join(' ');
  if (text && !into.includes(text)) into.push(text);
  for (const [, item] of fields) if (typeof item === 'object') namingValues(item, into, depth + 1);
}

/** The ids of a body or of change entries (`id`, `ids`, `delList[].id`), for a summary with nothing better. */
function ids(value: unknown, into: string[], depth = 0): void {
  if (depth > 3 || into.length >= MAX_PARTS || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) typeof item === 'number' || typeof item === 'string' ? into.length < MAX_PARTS && into.push(`#${item}`) : ids(item, into, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id' && (typeof item === 'number' || typeof item === 'string') && into.length < MAX_PARTS) into.push(`#${item}`);
    else if (typeof item === 'object') ids(item, into, depth + 1);
  }
}

/**
 * The one-line subject of a journal row from its stored `input`, `before` and `after` (JSON as
 * stored: changes are `[{ entity, id, values }]`): the body's `naming` fields (the page entity's
 * key and title) first, then up to three naming values, then "…" when the
 * body names more; '' when nothing names an object. At most MAX_SUBJECT characters.
 */
export function journalSubject(row: { input: unknown; before: unknown; after: unknown }, naming: readonly string[] = []): string {
  const parts: string[] = [];
  const input = row.input !== null && typeof row.input === 'object' && !Array.isArray(row.input) ? (row.input as Record<string, unknown>) : {};
  const named = naming.map((field) => input[field]).filter((value) => (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '' && value !== '[redacted]');
  if (named.length) parts.push(named.map((value) => String(value).trim()).join(' '));
  namingValues(row.input, parts);
  if (!parts.length) namingValues(row.after, parts);
  if (!parts.length) namingValues(row.before, parts);
  if (!parts.length) ids(row.input, parts);
  if (!parts.length) ids(row.after ?? row.before, parts);
  const subject = parts.join(', ');
  return subject.length > MAX_SUBJECT ? `${subject.slice(0, MAX_SUBJECT - 1)}…` : subject;
}
