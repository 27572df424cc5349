/**
 * Base.Message (spec console §2; §3 Notice template; workflows §5 mail server, §4 read state):
 * message-configuration (channels: in-app, e-mail server, webhook), message-policy (which notice
 * type goes to whom through which template, by noticeMethodNo), message-template (title and
 * content with `{{placeholders}}` of its notice type) and message-query (the messages sent).
 * Vocabulary and renderer: src/shared/messages.ts.
 */
import type { FieldIssue } from '../errors.ts';
import { defineEntity } from '../entity.ts';
import { callNames } from './call-names.ts';
import { CHANNEL_EMAIL, CHANNEL_WEBHOOK, checkTemplatePlaceholders, NOTICE_CHANNELS, NOTICE_TYPES, READ_STATES, RECEIVER_TYPES, SEND_STATES } from '../messages.ts';

export const MAIL_PROTOCOLS = ['smtp', 'smtps'] as const;
const MAIL_FIELDS = ['protocol', 'host', 'port', 'defaultEncoding', 'fromAddress'] as const;

/** Whether a webhook URL is an absolute http or https URL. */
function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * An e-mail configuration needs protocol, host, port, character set and from address (workflows
 * §5); a webhook configuration an http or https URL.
 */
function checkConfig(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (values.channel === CHANNEL_EMAIL) {
    for (const field of MAIL_FIELDS) if (field in values && values[field] === null) issues.push({ field, message: 'validation.required' });
  }
  if (values.channel === CHANNEL_WEBHOOK && 'webhookUrl' in values && values.webhookUrl === null) issues.push({ field: 'webhookUrl', message: 'validation.required' });
  if (typeof values.webhookUrl === 'string' && !isHttpUrl(values.webhookUrl)) issues.push({ field: 'webhookUrl', message: 'validation.webhookUrl' });
  const port = values.port;
  if (typeof port === 'number' && (port < 1 || port > 65535)) issues.push({ field: 'port', message: 'validation.port' });
  return issues;
}

export const messageConfigEntity = defineEntity({
  name: 'messageConfig',
  table: 'sys_message_config',
  menuNo: '100501',
  route: 'message-configuration',
  calls: callNames('sys', 'messageconfig', 'ISysMessageConfigService'),
  keyField: 'configNo',
  titleField: 'configName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    configNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    configName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    channel: { kind: 'enum', required: true, options: NOTICE_CHANNELS, enumMid: 'NOTICE_CHANNEL', default: '1', list: true, search: 'exact', section: 'basic' },
    protocol: { kind: 'enum', options: MAIL_PROTOCOLS, enumMid: 'MAIL_PROTOCOL', list: true, section: 'server' },
    host: { kind: 'text', list: true, section: 'server' },
    port: { kind: 'int', list: true, section: 'server' },
    defaultEncoding: { kind: 'text', max: 32, default: 'UTF-8', section: 'server' },
    fromAddress: { kind: 'text', format: 'email', list: true, section: 'server' },
    userName: { kind: 'text', section: 'server' },
    webhookUrl: { kind: 'text', max: 500, section: 'server' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkConfig,
});

export const messageTemplateEntity = defineEntity({
  name: 'messageTemplate',
  table: 'sys_message_template',
  menuNo: '100503',
  route: 'message-template',
  calls: callNames('sys', 'messagetemplate', 'ISysMessageTemplateService'),
  keyField: 'noticeTemplateNo',
  titleField: 'noticeTemplateName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    noticeTemplateNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    noticeTemplateName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    noticeType: { kind: 'enum', required: true, options: NOTICE_TYPES, enumMid: 'NOTICE_TYPE', list: true, search: 'exact', section: 'basic' },
    titleTemplate: { kind: 'text', required: true, max: 200, list: true, section: 'content' },
    contentTemplate: { kind: 'text', required: true, max: 2000, widget: { name: 'templateText' }, section: 'content' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkTemplatePlaceholders,
});

export const messagePolicyEntity = defineEntity({
  name: 'messagePolicy',
  table: 'sys_message_policy',
  menuNo: '100502',
  route: 'message-policy',
  calls: { ...callNames('sys', 'messagepolicy', 'ISysMessagePolicyService'), getByKey: 'getsysmessagepolicybynoticemethodno' },
  // The modify page is modify-message-policy/{noticeMethodNo} (spec console §2).
  modifyByKey: true,
  keyField: 'noticeMethodNo',
  titleField: 'noticeMethodName',
  scope: 'org',
  physicalDelete: false,
  fields: {
    noticeMethodNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    noticeMethodName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    noticeType: { kind: 'enum', required: true, options: NOTICE_TYPES, enumMid: 'NOTICE_TYPE', list: true, search: 'exact', section: 'basic' },
    channel: { kind: 'enum', required: true, options: NOTICE_CHANNELS, enumMid: 'NOTICE_CHANNEL', default: '1', list: true, search: 'exact', section: 'basic' },
    noticeTemplateNo: { kind: 'text', required: true, ref: 'messageTemplate', dependsOn: 'noticeType', list: true, section: 'basic' },
    receiverType: { kind: 'enum', required: true, options: RECEIVER_TYPES, enumMid: 'RECEIVER_TYPE', default: '1', list: true, section: 'receivers' },
    receivers: { kind: 'text', required: true, max: 500, list: true, section: 'receivers' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  // Receivers are user numbers (inner dots allowed, "li.wei") or role numbers, separated by commas.
  check: (values) => (typeof values.receivers === 'string' && !/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?:\s*,\s*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*$/.test(values.receivers) ? [{ field: 'receivers', message: 'validation.codeList' }] : []),
});

export const messageEntity = defineEntity({
  name: 'message',
  table: 'sys_message',
  menuNo: '100504',
  route: 'message-query',
  calls: callNames('sys', 'message', 'ISysMessageService'),
  keyField: 'messageNo',
  titleField: 'title',
  scope: 'none',
  // A message is its receiver's alone: message-query lists the caller's own messages.
  owner: 'receiver',
  physicalDelete: false,
  listTabs: 'readState',
  fields: {
    messageNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    title: { kind: 'text', required: true, max: 200, list: true, search: 'fuzzy', section: 'basic' },
    receiver: { kind: 'text', required: true, format: 'code', max: 32, list: true, search: 'exact', section: 'basic' },
    noticeType: { kind: 'enum', options: NOTICE_TYPES, enumMid: 'NOTICE_TYPE', list: true, search: 'exact', section: 'basic' },
    channel: { kind: 'enum', required: true, options: NOTICE_CHANNELS, enumMid: 'NOTICE_CHANNEL', default: '1', list: true, search: 'exact', section: 'basic' },
    content: { kind: 'text', max: 2000, section: 'content' },
    readState: { kind: 'enum', options: READ_STATES, enumMid: 'READ_STATE', default: '0', list: true, search: 'exact', section: 'basic' },
    sendState: { kind: 'enum', options: SEND_STATES, enumMid: 'SEND_STATE', default: '1', list: true, search: 'exact', section: 'basic' },
    readTime: { kind: 'datetime', readOnly: true, list: true, section: 'basic' },
    // Delivery of e-mail and webhook messages (src/server/messaging): attempts made, the last
    // attempt's error, the time it was sent.
    attempts: { kind: 'int', readOnly: true, default: 0, list: true, section: 'delivery' },
    lastError: { kind: 'text', readOnly: true, max: 500, list: true, section: 'delivery' },
    sentAt: { kind: 'datetime', readOnly: true, list: true, section: 'delivery' },
    orgNo: { kind: 'text', ref: 'org', list: true, search: 'exact', section: 'other' },
    sourceDocNo: { kind: 'text', list: true, search: 'fuzzy', section: 'other' },
    remark: { kind: 'text', section: 'other' },
  },
});
