/** zh-CN texts of production basic data and the invoicing rule (src/shared/entities/production.entity.ts, invoicing-rule.entity.ts), spread into the blocks of zh-CN.ts. */
export const productionZhCN = {
  error: {
    WORK_ORDER_STATUS: '工单 {{orderNo}} 状态为 {{status}}，不能执行此操作',
    WORK_ORDER_BARCODE_TAKEN: '条码 {{barcode}} 已存在或重复填写',
    TRACE_ORDER_AND_BARCODE_REQUIRED: '正向追溯需要同时填写生产工单和成品条码',
    TRACE_BARCODE_NOT_OF_ORDER: '条码 {{barcode}} 不是生产工单 {{orderNo}} 生产的',
    TRACE_START_REQUIRED: '请填写物料和批次，或收货单据号',
  },
  validation: {
    time: '请按 HH:mm 输入时间',
    cutoffDay: '请输入 1 到 31 之间的日期',
  },
  entity: {
    workOrder: '工单',
    shift: '班次', lineType: '产线类型', technology: '工艺', equipment: '设备', mould: '模具', productProcess: '产品工序',
    productionLine: '产线',
    invoicingRule: '开票规则',
  },
  field: {
    orderNo: '生产工单', planQty: '计划数量', completedQty: '完工数量', componentItemNo: '组件物料', componentLotNo: '组件批次',
    asnNo: '收货单据',
    shiftNo: '班次编号', shiftName: '班次名称', shiftStart: '开始时间（HH:mm）', shiftEnd: '结束时间（HH:mm）', lineTypeNo: '产线类型编号',
    productionLineNo: '产线编号', productionLineName: '产线名称',
    lineTypeName: '产线类型名称', technologyNo: '工艺编号', technologyName: '工艺名称', equipmentName: '设备名称',
    mouldNo: '模具编号', mouldName: '模具名称', cavities: '模穴数', lifeShots: '寿命（模次）', processSeq: '顺序', standardMinutes: '单件标准工时（分钟）',
    ruleNo: '规则编号', ruleName: '规则名称', statementCycle: '对账周期', cutoffDay: '截止日', groupMode: '汇总方式', isNetReturns: '扣减退货',
  },
  enum: {
    WORK_ORDER_STATUS: { '10': '初始', '20': '已下达', '30': '已完工' },
    INVOICE_CYCLE: { '1': '每月', '2': '每半月', '3': '每周' },
    INVOICE_GROUP: { '1': '按供应商', '2': '按供应商和物料', '3': '按收货单据' },
  },
  workOrderTool: {
    release: '下达',
    complete: '完工',
    releaseConfirm: '确定下达工单{{orderNo}}吗？',
    completeTitle: '工单{{orderNo}}完工',
    completeHint: '物料将从库存发出，成品按条码入库：此操作将过账库存移动。',
    finishedCell: '成品入库库位',
    materials: '消耗物料',
    finished: '成品条码',
    addMaterial: '添加物料',
    addFinished: '添加条码',
    done: '{{action}}：工单{{orderNo}}',
  },
  trace: {
    kind: { barcode: '条码', order: '工单', lot: '批次', receipt: '收货', shipment: '发货' },
    supplier: '供应商 {{supplierNo}}',
    empty: '请填写查询条件后点击查询',
  },
};
