/** zh-TW texts of production basic data and the invoicing rule (src/shared/entities/production.entity.ts, invoicing-rule.entity.ts), spread into the blocks of zh-TW.ts. */
export const productionZhTW = {
  error: {
    WORK_ORDER_STATUS: '工單 {{orderNo}} 狀態為 {{status}}，不能執行此操作',
    WORK_ORDER_BARCODE_TAKEN: '條碼 {{barcode}} 已存在或重複填寫',
    TRACE_ORDER_AND_BARCODE_REQUIRED: '正向追溯需要同時填寫生產工單和成品條碼',
    TRACE_BARCODE_NOT_OF_ORDER: '條碼 {{barcode}} 不是生產工單 {{orderNo}} 生產的',
    TRACE_START_REQUIRED: '請填寫物料和批次，或收貨單據號',
  },
  validation: {
    time: '請按 HH:mm 輸入時間',
    cutoffDay: '請輸入 1 到 31 之間的日期',
  },
  entity: {
    workOrder: '工單',
    shift: '班次', lineType: '產線類型', technology: '工藝', equipment: '設備', mould: '模具', productProcess: '產品工序',
    productionLine: '產線',
    invoicingRule: '開票規則',
  },
  field: {
    orderNo: '生產工單', planQty: '計劃數量', completedQty: '完工數量', componentItemNo: '組件物料', componentLotNo: '組件批次',
    asnNo: '收貨單據',
    shiftNo: '班次編號', shiftName: '班次名稱', shiftStart: '開始時間（HH:mm）', shiftEnd: '結束時間（HH:mm）', lineTypeNo: '產線類型編號',
    productionLineNo: '產線編號', productionLineName: '產線名稱',
    lineTypeName: '產線類型名稱', technologyNo: '工藝編號', technologyName: '工藝名稱', equipmentName: '設備名稱',
    mouldNo: '模具編號', mouldName: '模具名稱', cavities: '模穴數', lifeShots: '壽命（模次）', processSeq: '順序', standardMinutes: '單件標準工時（分鐘）',
    ruleNo: '規則編號', ruleName: '規則名稱', statementCycle: '對帳週期', cutoffDay: '截止日', groupMode: '彙總方式', isNetReturns: '扣減退貨',
  },
  enum: {
    WORK_ORDER_STATUS: { '10': '初始', '20': '已下達', '30': '已完工' },
    INVOICE_CYCLE: { '1': '每月', '2': '每半月', '3': '每週' },
    INVOICE_GROUP: { '1': '按供應商', '2': '按供應商和物料', '3': '按收貨單據' },
  },
  workOrderTool: {
    release: '下達',
    complete: '完工',
    releaseConfirm: '確定下達工單{{orderNo}}嗎？',
    completeTitle: '工單{{orderNo}}完工',
    completeHint: '物料將從庫存發出，成品按條碼入庫：此操作將過帳庫存移動。',
    finishedCell: '成品入庫儲位',
    materials: '消耗物料',
    finished: '成品條碼',
    addMaterial: '新增物料',
    addFinished: '新增條碼',
    done: '{{action}}：工單{{orderNo}}',
  },
  trace: {
    kind: { barcode: '條碼', order: '工單', lot: '批次', receipt: '收貨', shipment: '出貨' },
    supplier: '供應商 {{supplierNo}}',
    empty: '請填寫查詢條件後點擊查詢',
  },
};
