/**
 * Error message override (spec console §7 System "error message (list, add, get, update, delete by
 * code)"; no page or fields in the spec, ours in docs/decisions/ "Patterns and error messages";
 * menu error-message 160212): an administrator replaces the text of one catalogue error code
 * (src/shared/errors.ts, the wire code as digits, e.g. '10017') in one language (en-US, zh-CN,
 * zh-TW). The server's envelope then answers that text as errorMessage for the code in that
 * language (server/sysapp/error-texts.ts); deleting it restores the catalogue text.
 *
 * One row per code and language. Checks (FieldIssue keys): the code must be in the catalogue
 * (validation.errorCodeUnknown); the message must carry exactly the `{{placeholders}}` of the
 * catalogue's text in its language, none dropped and none added (validation.placeholders, params
 * placeholders: the expected names). Generic calls of ISysErrorMessageService plus
 * getsyserrormessagebycode and deletesyserrormessagebycode (error-message-calls.ts).
 */
import { defineEntity } from '../entity.ts';
import { ERROR_CODES, type ErrorName, type FieldIssue } from '../errors.ts';
import { DICTIONARIES, LANGUAGES, type Language } from '../i18n/index.ts';

/** The catalogue name of each wire code, by the code's digits. */
export const ERROR_NAMES_BY_CODE: ReadonlyMap<string, ErrorName> = new Map(Object.entries(ERROR_CODES).map(([name, code]) => [String(code), name as ErrorName]));

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

/** The placeholder names of a message text, sorted, without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/** `text` with each `{{name}}` replaced by `params[name]` (an unknown name by nothing). */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => String(params[name] ?? ''));
}

/** The catalogue's text of a code in a language. */
export function catalogueText(name: ErrorName, language: Language): string {
  return (DICTIONARIES[language].error as Record<string, string>)[name] ?? '';
}

function errorMessageIssues(values: Record<string, unknown>): FieldIssue[] {
  const { errorCode, languageCode, message } = values;
  if (typeof errorCode !== 'string') return [];
  const name = ERROR_NAMES_BY_CODE.get(errorCode);
  if (!name) return [{ field: 'errorCode', message: 'validation.errorCodeUnknown' }];
  if (typeof message !== 'string' || !LANGUAGES.includes(languageCode as Language)) return [];
  const expected = placeholdersOf(catalogueText(name, languageCode as Language));
  if (placeholdersOf(message).join() === expected.join()) return [];
  return [{ field: 'message', message: 'validation.placeholders', params: { placeholders: expected.join(', ') || '-' } }];
}

export const errorMessageEntity = defineEntity({
  name: 'errorMessage',
  table: 'sys_error_message',
  menuNo: '160212',
  route: 'error-message',
  calls: {
    service: 'ISysErrorMessageService',
    list: 'getsyserrormessagelistbyparams',
    get: 'getsyserrormessagebyid',
    add: 'addsyserrormessage',
    update: 'updatesyserrormessagebyid',
    remove: 'deletesyserrormessagebyids',
  },
  keyField: 'errorCode',
  titleField: 'message',
  uniqueWith: ['languageCode'],
  scope: 'none',
  physicalDelete: false,
  ports: { import: false, export: false },
  fields: {
    errorCode: { kind: 'text', key: true, required: true, max: 10, list: true, search: 'exact', section: 'basic' },
    languageCode: { kind: 'enum', required: true, options: LANGUAGES, enumMid: 'LANGUAGE_CODE', list: true, search: 'exact', section: 'basic' },
    message: { kind: 'text', required: true, max: 499, list: true, search: 'fuzzy', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: errorMessageIssues,
  checkRow: errorMessageIssues,
});
