/**
 * The message vocabulary of Base.Message (spec console §2, §3 Notice template; workflows §4 read
 * state): what can be notified (NOTICE_TYPES), through which channel, the placeholders a template
 * of each notice type may use, and the template renderer. The server sends notices with
 * sendNotice (src/server/basecfg/send-notice.ts); the in-app channel is the one every installation
 * has, e-mail and webhook need a valid message configuration of their channel
 * (src/server/messaging delivers them).
 */
import type { FieldIssue } from './errors.ts';

/**
 * Notice types (enumeration NOTICE_TYPE): 1 ASN shipped, 2 receipt completed, 3 putaway completed,
 * 4 outbound shipped, 5 stock below lower limit, 6 expiry warning, 7 task assigned, 8 exception.
 */
export const NOTICE_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Channels (NOTICE_CHANNEL): 1 in-app notice, 2 e-mail, 3 webhook. */
export const NOTICE_CHANNELS = ['1', '2', '3'] as const;
export const CHANNEL_IN_APP = '1';
export const CHANNEL_EMAIL = '2';
export const CHANNEL_WEBHOOK = '3';

/** Read state of a message (READ_STATE, workflows §4): 0 unread, 1 read. */
export const READ_STATES = ['0', '1'] as const;
/**
 * Send state (SEND_STATE): 0 pending (an e-mail or webhook waiting for its first or next attempt,
 * src/server/messaging), 1 sent, 2 failed (no attempts left, or nothing to send it through).
 */
export const SEND_STATES = ['0', '1', '2'] as const;
export const SEND_PENDING = '0';
export const SEND_SENT = '1';
export const SEND_FAILED = '2';
/** Receivers of a policy (RECEIVER_TYPE): 1 users, 2 roles. */
export const RECEIVER_TYPES = ['1', '2'] as const;

const COMMON = ['orgNo', 'warehouseNo', 'docNo', 'operator', 'time'] as const;

/** Placeholders each notice type fills, written `{{name}}` in a template's title or content. */
export const PLACEHOLDERS: Record<NoticeType, readonly string[]> = {
  '1': [...COMMON, 'asnNo', 'supplierNo', 'supplierName', 'expectedArrivalDate'],
  '2': [...COMMON, 'supplierNo', 'itemCount', 'qty'],
  '3': [...COMMON, 'itemNo', 'itemName', 'qty', 'cellNo'],
  '4': [...COMMON, 'customerNo', 'customerName', 'carrierNo', 'qty'],
  '5': [...COMMON, 'itemNo', 'itemName', 'qty', 'invLowerLimit'],
  '6': [...COMMON, 'itemNo', 'itemName', 'lotNo', 'expiryDate', 'days'],
  '7': [...COMMON, 'taskNo', 'assignee'],
  '8': [...COMMON, 'errorMessage'],
};

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a template text uses. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

/** Fills `{{name}}` from values; a placeholder without a value becomes empty text. */
export function renderTemplate(text: string, values: Record<string, string | number | null | undefined>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
}

/** Entity check of a message template: title and content only use their notice type's placeholders. */
export function checkTemplatePlaceholders(values: Record<string, unknown>): FieldIssue[] {
  const type = values.noticeType as NoticeType | undefined;
  if (!type || !(type in PLACEHOLDERS)) return [];
  return (['titleTemplate', 'contentTemplate'] as const).flatMap((field) => {
    const text = values[field];
    const unknown = typeof text === 'string' ? placeholdersOf(text).find((name) => !PLACEHOLDERS[type].includes(name)) : undefined;
    return unknown ? [{ field, message: 'validation.placeholder', params: { name: unknown } }] : [];
  });
}
