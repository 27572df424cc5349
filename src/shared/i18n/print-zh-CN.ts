/** zh-CN texts of Base.Print (templates, print refusals), spread into the blocks of zh-CN.ts. */
export const printZhCN = {
  error: {
    PRINT_NO_ROWS: '请至少选择一行再打印',
    PRINT_MIXED_SCOPE: '所选行属于不同的组织和客户组合，请分开打印',
    PRINT_TEMPLATE_REQUIRED: '请选择单据模板',
    PRINT_TEMPLATE_UNKNOWN: '模板 {{reportKey}} 不存在、已停用或不适用于本页面',
    PRINT_PRINTER_REQUIRED: '请选择打印机',
    PRINT_NOT_GS1: '{{value}} 不是 GS1 元素串或 SSCC，请选择 Code 128 模板',
    PRINT_SUMMARY_TIMING: '汇总打印仅适用于打印时机“来源单据”',
    PRINT_NOT_PRINTABLE: '本页面没有可打印的内容',
    PRINT_FAILED: '打印失败，标签打印服务(bartender)可能未安装或已关闭，请检查',
    PRINT_SPLIT_QTY: '标签 {{barcode}} 数量为 {{qty}}，无法按该数量拆分：请输入大于 0 且小于 {{qty}} 的数量，最多 99 张',
  },
  validation: {
    between: '请输入 {{min}} 到 {{max}} 之间的值',
    zplLabel: 'ZPL 标签须以 ^XA 开头',
    templateFileType: '{{name}} 不是模板文件：请上传 {{types}}',
    templateFileContent: '{{name}} 的内容与文件类型不符（ZPL 须含 ^XA，XML 须以 < 开头，或 PDF）',
  },
  entity: {
    labelTemplate: '标签模板',
    printTemplate: '打印模板',
    billTemplate: '单据模板',
  },
  section: {
    layout: '版面',
  },
  field: {
    templateCode: '模板编码', templateName: '模板名称', templateType: '模板类型', labelKind: '标签种类',
    symbology: '条码类型', widthMm: '宽度(毫米)', heightMm: '高度(毫米)', showFields: '打印字段',
    standardCol01: '打印时机', reportKey: '报表标识', paperSize: '纸张大小', orientation: '方向',
    templateFile: '模板文件',
  },
  enum: {
    LABEL_KIND: { '1': '物料标签', '2': '容器标签', '3': '库位标签' },
    SYMBOLOGY: { code128: 'Code 128', 'gs1-128': 'GS1-128', qrcode: '二维码', datamatrix: 'Data Matrix' },
    PRINT_TIME: { '1': '来源单据', '2': '立即打印', '3': '补打' },
    TEMPLATE_TYPE: { '2': '单据模板', '4': '打印模板' },
    PAPER_SIZE: { A4: 'A4', A5: 'A5', LETTER: 'Letter' },
    PAPER_ORIENTATION: { portrait: '纵向', landscape: '横向' },
  },
};
