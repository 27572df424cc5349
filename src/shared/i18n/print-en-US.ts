/** en-US texts of Base.Print (templates, print refusals), spread into the blocks of en-US.ts. */
export const printEnUS = {
  error: {
    PRINT_NO_ROWS: 'Please select at least one row to print',
    PRINT_MIXED_SCOPE: 'The selected rows belong to different organisation and customer combinations: print them separately',
    PRINT_TEMPLATE_REQUIRED: 'Please select the document template',
    PRINT_TEMPLATE_UNKNOWN: 'Template {{reportKey}} does not exist, is disabled or does not fit this page',
    PRINT_PRINTER_REQUIRED: 'Please select a printer',
    PRINT_NOT_GS1: '{{value}} is not a GS1 element string or SSCC: choose a Code 128 template',
    PRINT_SUMMARY_TIMING: 'Summary print is only for the print time "source document"',
    PRINT_NOT_PRINTABLE: 'This page has nothing to print',
    PRINT_FAILED: 'Print failed, the label print service (bartender) may not be installed or is turned off, please check',
    PRINT_SPLIT_QTY: 'Label {{barcode}} of quantity {{qty}} cannot be split by that quantity: enter more than 0 and less than {{qty}}, at most 99 labels',
  },
  validation: {
    between: 'Please enter a value from {{min}} to {{max}}',
    zplLabel: 'A ZPL label starts with ^XA',
    templateFileType: '{{name}} is not a template file: upload {{types}}',
    templateFileContent: '{{name}} does not hold what its name says (ZPL with ^XA, XML starting with <, or a PDF)',
  },
  entity: {
    labelTemplate: 'Label template',
    printTemplate: 'Print template',
    billTemplate: 'Bill template',
  },
  section: {
    layout: 'Layout',
  },
  field: {
    templateCode: 'Template code', templateName: 'Template name', templateType: 'Template type', labelKind: 'Label kind',
    symbology: 'Barcode type', widthMm: 'Width (mm)', heightMm: 'Height (mm)', showFields: 'Printed fields',
    standardCol01: 'Print time', reportKey: 'Report key', paperSize: 'Paper size', orientation: 'Orientation',
    templateFile: 'Template file',
  },
  enum: {
    LABEL_KIND: { '1': 'Item label', '2': 'Container label', '3': 'Cell label' },
    SYMBOLOGY: { code128: 'Code 128', 'gs1-128': 'GS1-128', qrcode: 'QR code', datamatrix: 'Data Matrix' },
    PRINT_TIME: { '1': 'Source document', '2': 'Immediately', '3': 'Reprint' },
    TEMPLATE_TYPE: { '2': 'Bill template', '4': 'Print template' },
    PAPER_SIZE: { A4: 'A4', A5: 'A5', LETTER: 'Letter' },
    PAPER_ORIENTATION: { portrait: 'Portrait', landscape: 'Landscape' },
  },
};
