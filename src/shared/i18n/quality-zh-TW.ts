/** zh-TW texts of inbound quality inspection (Inbound quality: document, items) and customer returns (receipt-back), spread into the blocks of zh-TW.ts. */
export const qualityZhTW = {
  error: {
    QC_NOT_OPEN: '質檢單{{qcNo}}已完成或已作廢，不能再登記結果',
    QC_RECORDED: '{{docNo}}已登記質檢結果，不能取消收貨',
    QC_LINE_DONE: '質檢單{{qcNo}}第{{lineNo}}行已登記',
    RETURN_NOT_INITIAL_OR_PROCESSING: '{{docNo}}不是初始或處理中狀態，不能拋轉',
    RETURN_NOT_PROCESSING: '{{docNo}}不是處理中狀態，操作被拒絕',
    RETURN_NOT_EXCEPTION: '{{docNo}}不是異常狀態，不能恢復',
    RETURN_NOT_COMPLETED: '{{docNo}}未完成，退貨單不能關閉',
    RETURN_THROWN_OVER: '{{docNo}}已拋轉',
  },
  entity: { inReturn: '客戶退貨單', qcItem: '質檢項目' },
  field: {
    qcNo: '質檢單號', qcItemNo: '質檢項目編號', qcItemName: '質檢項目', checkMethod: '檢驗方法', standard: '檢驗標準',
    sampleRate: '抽樣比例(%)', sampleQty: '抽樣數量', checkItems: '檢驗內容', passQty: '合格數量', failQty: '不合格數量',
    concessionQty: '讓步接收數量', quarantineCellNo: '隔離儲位', inspectName: '質檢人', inspectDate: '質檢時間', inspectedCount: '已檢',
    inReturnNo: '退貨單號', returnNoticeNo: '退貨通知單號', shipmentNo: '原出庫單號', reason: '退貨原因',
    thrownOverName: '拋轉人', thrownOverDate: '拋轉時間',
  },
  enum: { QC_METHOD: { '1': '目視', '2': '量測', '3': '試驗', '4': '單證檢查' }, DOC_TYPE: { RTN: '客戶退貨單', QC: '質檢單' } },
  action: { throwOver: '拋轉', exception: '異常處理', resume: '恢復處理' },
  quality: {
    inspect: '質檢',
    inspectionOf: '{{docNo}}的質檢單{{qcNo}}',
    record: '登記',
    recorded: '第{{lineNo}}行已登記',
    sumMismatch: '合格、不合格與讓步接收數量之和必須等於{{qty}}（目前{{total}}）',
    search: '查詢',
  },
};
