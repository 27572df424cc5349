/**
 * News notice (workflows §2 Offsite.Announcement news, add-news, modify-news; §3 news fields; §4
 * announcement states; issue 14): a notice of the enterprise to its suppliers. It is written as a
 * draft, then published (suppliers see it), canceled, and pinned to the top; its state changes only
 * through the news actions (src/server/portal/news-calls.ts), and only a draft can be modified or
 * deleted. `audience` 1 addresses every supplier, 2 the suppliers listed in `supplierNos` (numbers
 * separated by commas). Supplier users never use these calls: they read through getOutDoorSysNews
 * and getSysNewsById, limited by newsAudienceCondition (src/server/crud/scope.ts).
 */
import { defineEntity } from '../entity.ts';
import { audienceCheck, dateOrderCheck } from './portal-checks.ts';

/** NEWS_STATE (workflows §4 announcement): 0 draft, 1 published, 2 canceled. */
export const NEWS_STATES = ['0', '1', '2'] as const;
export const NEWS_DRAFT = '0';
export const NEWS_PUBLISHED = '1';
export const NEWS_CANCELED = '2';
/** NEWS_AUDIENCE: 1 every supplier, 2 chosen suppliers. */
export const NEWS_AUDIENCES = ['1', '2'] as const;
/** NEWS_BUSINESS (the spec's newsBusiness): 1 notice, 2 news, 3 policy. */
export const NEWS_BUSINESSES = ['1', '2', '3'] as const;
/** SENDER_TYPE: 1 purchasing, 2 quality, 3 finance, 4 system administrator. */
export const SENDER_TYPES = ['1', '2', '3', '4'] as const;

export const newsEntity = defineEntity({
  name: 'news',
  table: 'srm_sys_news',
  menuNo: '170201',
  route: 'news',
  calls: {
    service: 'ISrmSysNewsService',
    list: 'getsrmsysnewslistbyparams',
    get: 'getsrmsysnewsbyid',
    add: 'addsrmsysnews',
    update: 'updatesrmsysnewsbyid',
    remove: 'deletesrmsysnewsbyids',
  },
  keyField: 'newsNo',
  titleField: 'subject',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'ispublish',
  editableWhen: { field: 'ispublish', values: [NEWS_DRAFT], refusal: 'NEWS_NOT_DRAFT' },
  ports: { import: false },
  fields: {
    newsNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    subject: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    newsBusiness: { kind: 'enum', required: true, options: NEWS_BUSINESSES, enumMid: 'NEWS_BUSINESS', default: '1', list: true, search: 'exact', section: 'basic' },
    senderType: { kind: 'enum', required: true, options: SENDER_TYPES, enumMid: 'SENDER_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    ispublish: { kind: 'enum', options: NEWS_STATES, enumMid: 'NEWS_STATE', default: NEWS_DRAFT, readOnly: true, list: true, search: 'exact', section: 'basic' },
    topSign: { kind: 'bool', default: false, readOnly: true, list: true, section: 'basic' },
    effectiveDate: { kind: 'date', required: true, list: true, section: 'basic' },
    expiringDate: { kind: 'date', list: true, section: 'basic' },
    audience: { kind: 'enum', required: true, options: NEWS_AUDIENCES, enumMid: 'NEWS_AUDIENCE', default: '1', list: true, search: 'exact', section: 'audience' },
    supplierNos: { kind: 'text', max: 6600, widget: { name: 'supplierList' }, section: 'audience' },
    content: { kind: 'text', required: true, max: 20000, widget: { name: 'longText' }, section: 'content' },
    publishDate: { kind: 'datetime', readOnly: true, list: true, section: 'basic' },
  },
  check: (values) => [...dateOrderCheck(values, 'effectiveDate', 'expiringDate'), ...audienceCheck(values)],
  checkRow: (row) => dateOrderCheck(row, 'effectiveDate', 'expiringDate'),
});
