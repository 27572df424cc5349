/** zh-CN texts of production basic data and the invoicing rule (src/shared/entities/production.entity.ts, invoicing-rule.entity.ts), spread into the blocks of zh-CN.ts. */
export const productionZhCN = {
  validation: {
    time: '请按 HH:mm 输入时间',
    cutoffDay: '请输入 1 到 31 之间的日期',
  },
  entity: {
    shift: '班次', lineType: '产线类型', technology: '工艺', equipment: '设备', mould: '模具', productProcess: '产品工序',
    invoicingRule: '开票规则',
  },
  field: {
    shiftNo: '班次编号', shiftName: '班次名称', shiftStart: '开始时间（HH:mm）', shiftEnd: '结束时间（HH:mm）', lineTypeNo: '产线类型编号',
    lineTypeName: '产线类型名称', technologyNo: '工艺编号', technologyName: '工艺名称', equipmentName: '设备名称',
    mouldNo: '模具编号', mouldName: '模具名称', cavities: '模穴数', lifeShots: '寿命（模次）', processSeq: '顺序', standardMinutes: '单件标准工时（分钟）',
    ruleNo: '规则编号', ruleName: '规则名称', statementCycle: '对账周期', cutoffDay: '截止日', groupMode: '汇总方式', isNetReturns: '扣减退货',
  },
  enum: {
    INVOICE_CYCLE: { '1': '每月', '2': '每半月', '3': '每周' },
    INVOICE_GROUP: { '1': '按供应商', '2': '按供应商和物料', '3': '按收货单据' },
  },
};
