/**
 * The three template kinds of Base.Print (spec console §2 label-template, template-management,
 * bill-template; §3 Print template: templateName, reportKey, standardCol01; Template:
 * templateCode, templateName, templateType; §9 print templates are templateType '4').
 *
 * - Label template: the layout of a label of items, containers or cells (LABEL_KIND) on a label
 *   of widthMm x heightMm: a title, the barcode (SYMBOLOGY) of the row's key, and text lines of
 *   the row's fields (`showFields`, comma-separated wire names). Its templateCode is the reportKey
 *   a label print names.
 * - Print template (template-management): how the rows of a document page (`module`, its menu
 *   number) print on paper: title, paper size, orientation and columns (comma-separated wire
 *   names; empty = the page's list columns). standardCol01 is its default print time.
 * - Bill template: which print template a document type uses (isDefault), enabled or disabled
 *   (statusCode, the list's enable and disable buttons).
 */
import { defineEntity } from '../entity.ts';
import { PAGE_MENU_NOS } from '../i18n/menu-enum.ts';
import { BILL_TEMPLATE_TYPE, LABEL_KINDS, PRINT_TEMPLATE_TYPE, PRINT_TIMES, SYMBOLOGIES } from '../print.ts';

export const PAPER_SIZES = ['A4', 'A5', 'LETTER'] as const;
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
/** TEMPLATE_TYPE: '2' bill (document) template, '4' print template (spec console §7, §9). */
export const TEMPLATE_TYPES = [BILL_TEMPLATE_TYPE, PRINT_TEMPLATE_TYPE] as const;

/** The fields that open the label and bill template declarations: code, name and template type. */
const templateFields = (templateType: (typeof TEMPLATE_TYPES)[number]) => ({
  templateCode: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
  templateName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
  templateType: { kind: 'enum', required: true, options: TEMPLATE_TYPES, enumMid: 'TEMPLATE_TYPE', default: templateType, search: 'exact', section: 'basic' },
}) as const;

export const labelTemplateEntity = defineEntity({
  name: 'labelTemplate',
  table: 'bm_label_template',
  menuNo: '100405',
  route: 'label-template',
  calls: {
    service: 'IBmLabelTemplateService',
    list: 'getbmlabeltemplatelistbyparams',
    get: 'getbmlabeltemplatebyid',
    add: 'addbmlabeltemplate',
    update: 'updatebmlabeltemplatebyid',
    remove: 'deletebmlabeltemplatebyids',
  },
  keyField: 'templateCode',
  titleField: 'templateName',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    ...templateFields(PRINT_TEMPLATE_TYPE),
    labelKind: { kind: 'enum', required: true, options: LABEL_KINDS, enumMid: 'LABEL_KIND', default: '1', list: true, search: 'exact', section: 'basic' },
    symbology: { kind: 'enum', required: true, options: SYMBOLOGIES, enumMid: 'SYMBOLOGY', default: 'code128', list: true, search: 'exact', section: 'layout' },
    widthMm: { kind: 'int', required: true, default: 100, list: true, section: 'layout' },
    heightMm: { kind: 'int', required: true, default: 60, list: true, section: 'layout' },
    title: { kind: 'text', max: 60, section: 'layout' },
    showFields: { kind: 'text', max: 200, section: 'layout' },
    standardCol01: { kind: 'enum', options: PRINT_TIMES, enumMid: 'PRINT_TIME', default: '2', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => sizeIssues(values, [['widthMm', 20, 200], ['heightMm', 10, 300]]),
});

/** The endings of a print template's uploaded layout file (ZPL, report designer XML, PDF; docs/decisions/1005). */
export const TEMPLATE_FILE_EXTENSIONS = ['.zpl', '.prn', '.xml', '.jrxml', '.frx', '.pdf'] as const;

export const printTemplateEntity = defineEntity({
  name: 'printTemplate',
  table: 'bm_print_template',
  menuNo: '100406',
  route: 'template-management',
  calls: {
    service: 'IBmPrintTemplateService',
    list: 'getbmprinttemplatelistbyparams',
    get: 'getbmprinttemplatebyid',
    add: 'addbmprinttemplate',
    update: 'updatebmprinttemplatebyid',
    remove: 'deletebmprinttemplatebyids',
    // The spec's report designer calls (console §7 Printing, zlreport) reach the same templates.
    alias: { service: 'IZlReportService', list: 'getZlReportByParams', get: 'getReportById', add: 'addReport', update: 'updateReport' },
  },
  keyField: 'reportKey',
  titleField: 'templateName',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    reportKey: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    templateName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    templateType: { kind: 'enum', required: true, options: TEMPLATE_TYPES, enumMid: 'TEMPLATE_TYPE', default: PRINT_TEMPLATE_TYPE, search: 'exact', section: 'basic' },
    // The page by its name (the page enumeration of import configuration; walk 14-26 #5), stored as its menu number.
    module: { kind: 'enum', enumMid: 'IMPORT_MODULE', options: PAGE_MENU_NOS, required: true, list: true, search: 'exact', section: 'basic' },
    title: { kind: 'text', max: 60, list: true, section: 'layout' },
    paperSize: { kind: 'enum', required: true, options: PAPER_SIZES, enumMid: 'PAPER_SIZE', default: 'A4', list: true, section: 'layout' },
    orientation: { kind: 'enum', required: true, options: ORIENTATIONS, enumMid: 'PAPER_ORIENTATION', default: 'landscape', list: true, section: 'layout' },
    columns: { kind: 'text', max: 400, section: 'layout' },
    // The name of the uploaded layout file (IBmPrintTemplateService/upload), set by the upload only.
    templateFile: { kind: 'text', readOnly: true, list: true, section: 'layout' },
    standardCol01: { kind: 'enum', options: PRINT_TIMES, enumMid: 'PRINT_TIME', default: '1', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});

export const billTemplateEntity = defineEntity({
  name: 'billTemplate',
  table: 'bm_bill_template',
  menuNo: '100407',
  route: 'bill-template',
  calls: {
    service: 'IBmBillTemplateService',
    list: 'getbmbilltemplatelistbyparams',
    get: 'getbmbilltemplatebyid',
    add: 'addbmbilltemplate',
    update: 'updatebmbilltemplatebyid',
    remove: 'deletebmbilltemplatebyids',
  },
  keyField: 'templateCode',
  titleField: 'templateName',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    ...templateFields(BILL_TEMPLATE_TYPE),
    docType: { kind: 'text', required: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    reportKey: { kind: 'text', required: true, ref: 'printTemplate', list: true, search: 'exact', section: 'basic' },
    isDefault: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});

/** Integer size fields within [min, max] millimetres. */
function sizeIssues(values: Record<string, unknown>, limits: [string, number, number][]) {
  return limits
    .filter(([field, min, max]) => typeof values[field] === 'number' && ((values[field] as number) < min || (values[field] as number) > max))
    .map(([field, min, max]) => ({ field, message: 'validation.between', params: { min, max } }));
}
