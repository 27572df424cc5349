/** zh-TW texts of inbound quality inspection (Inbound quality: document, items), spread into the blocks of zh-TW.ts. */
export const qualityZhTW = {
  error: {
    QC_NOT_OPEN: '質檢單{{qcNo}}已完成或已作廢，不能再登記結果',
    QC_RECORDED: '{{docNo}}已登記質檢結果，不能取消收貨',
    QC_LINE_DONE: '質檢單{{qcNo}}第{{lineNo}}行已登記',
  },
  entity: { qcItem: '質檢項目' },
  field: {
    qcNo: '質檢單號', qcItemNo: '質檢項目編號', qcItemName: '質檢項目', checkMethod: '檢驗方法', standard: '檢驗標準',
    sampleRate: '抽樣比例(%)', sampleQty: '抽樣數量', checkItems: '檢驗內容', passQty: '合格數量', failQty: '不合格數量',
    concessionQty: '讓步接收數量', quarantineCellNo: '隔離儲位', inspectName: '質檢人', inspectDate: '質檢時間', inspectedCount: '已檢',
  },
  enum: { QC_METHOD: { '1': '目視', '2': '量測', '3': '試驗', '4': '單證檢查' }, DOC_TYPE: { QC: '質檢單' } },
  quality: {
    inspect: '質檢',
    inspectionOf: '{{docNo}}的質檢單{{qcNo}}',
    record: '登記',
    recorded: '第{{lineNo}}行已登記',
    sumMismatch: '合格、不合格與讓步接收數量之和必須等於{{qty}}（目前{{total}}）',
    search: '查詢',
  },
};
