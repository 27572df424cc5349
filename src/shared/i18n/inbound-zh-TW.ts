/** zh-TW texts of the inbound area (Inbound arrival, notices, putaway), spread into the blocks of zh-TW.ts. */
export const inboundZhTW = {
  error: {
    INBOUND_NOT_DRAFT: '{{docNo}}不是草稿狀態，操作被拒絕',
    ARRIVAL_NOT_OWN: '{{docNo}}不是本系統建立的到貨單，不能作廢',
    ARRIVAL_PUT_AWAY: '{{docNo}}已有庫存上架，不能取消收貨',
    INBOUND_OVER_RECEIPT: '超收：訂單{{poNo}}第{{poLineNo}}行的{{itemNo}}未收數量為{{open}}，本次收貨{{requested}}',
    INBOUND_NO_RECEIVING_CELL: '倉庫{{warehouseNo}}沒有收貨儲位，請在收貨庫區新增有效儲位',
    INBOUND_TASKS_OPEN: '{{docNo}}還有未完成或未關閉的上架任務',
    PUTAWAY_TASK_NOT_OPEN: '上架任務{{taskNo}}已完成、作廢或關閉，操作被拒絕',
    PUTAWAY_TASK_NOT_INITIAL: '上架任務{{taskNo}}不是初始狀態，操作被拒絕',
    PUTAWAY_TASK_SUSPENDED: '上架任務{{taskNo}}已掛起',
    PUTAWAY_TASK_NOT_SUSPENDED: '上架任務{{taskNo}}已釋放',
    PUTAWAY_LINE_DONE: '上架任務{{taskNo}}第{{lineNo}}行已上架',
    PUTAWAY_QTY_OVER: '上架任務{{taskNo}}第{{lineNo}}行未上架數量為{{open}}，確認數量{{requested}}',
    PUTAWAY_CELL_REFUSED: '儲位{{cellNo}}不能存放該庫存：不是本倉庫的存儲或揀貨儲位，或不符合上架規則（庫區、儲位類型、混放、容量）',
    PUTAWAY_NO_CELL: '倉庫{{warehouseNo}}沒有可存放{{itemNo}}的儲位，請檢查上架策略和儲位',
  },
  entity: { inArrive: '到貨單', inNotice: '入庫通知單' },
  field: { inArriveNo: '到貨單號', inNoticeNo: '入庫通知單號', poNo: '採購訂單號', poLineNo: '訂單行號', receiptRound: '收貨次數' },
  enum: { DOC_TYPE: { ARV: '到貨單', INN: '入庫通知單' } },
  action: {
    receive: '收貨', cancelReceipt: '取消收貨', finish: '完成', endCase: '結案', createTask: '產生上架任務', cancelTask: '取消任務', post: '過帳',
  },
  inbound: {
    supplierRequired: '採購入庫必須填寫供應商',
    unitNoConversion: '{{value}}沒有到物料單位的換算',
    unknownPoLine: '訂單{{poNo}}沒有第{{value}}行',
    poLineNeedsPo: '請先輸入採購訂單號',
    received: '已收貨的到貨單',
    search: '查詢',
  },
};
