/** zh-CN texts of the stock reports (src/shared/reports.ts), spread into the blocks of zh-CN.ts. */
export const reportZhCN = {
  error: {
    REPORT_NARROWING_REQUIRED: '请至少填写一个筛选条件（组织、仓库、物料、物料组、批次、条码、任务、单据或作业人员）',
    REPORT_RANGE_REQUIRED: '请选择日期范围，或输入识别号码（物料、批次、条码、任务或单据）',
    REPORT_BARCODE_REQUIRED: '请输入条码：履历按单个条码查询',
    REPORT_START_AFTER_END: '开始日期不能晚于结束日期',
  },
  field: {
    sourceDocNo: '来源单据', workerNo: '作业人员', finishDate: '完成时间', leadDays: '耗时（天）', timeBucket: '时间段',
    doneLines: '已完成行数', doneQty: '已完成数量', workDay: '日期', taskKind: '任务类型', taskCount: '任务数', taskLines: '确认行数',
    changeKind: '变更', parentBarcode: '拆分自', confirmedAt: '确认时间',
    period: '期间', aPercent: 'A 类占比（%）', bPercent: 'B 类占比（%）', idleDays: '未出库天数', warnDays: '预警天数',
    waterLevel: '水位', averageQty: '平均库存', issuedQty: '出库数量', turnoverRate: '周转率', turnoverDays: '周转天数',
    age0to30: '0-30 天', age31to60: '31-60 天', age61to90: '61-90 天', age91to120: '91-120 天', age121to150: '121-150 天', ageOver150: '150 天以上',
    averageAge: '平均库龄（天）', fillPercent: '占上限比例（%）', receivedDate: '入库日期', shelfLifeDays: '保质期（天）',
    remainingDays: '剩余天数', remainingPercent: '剩余保质期（%）', rank: '排名', issuedValue: '出库金额', share: '占比（%）',
    cumulativeShare: '累计占比（%）', abcClass: 'ABC 分类', lastIssueDate: '最近出库', lastReceiptDate: '最近入库',
  },
  enum: {
    TIME_BUCKET: { '0-3': '0-3 天', '4-7': '4-7 天', '7+': '7 天以上' },
    TASK_KIND: { putaway: '上架', count: '盘点', pick: '拣货' },
    BARCODE_CHANGE: { split: '拆分条码', void: '已作废', status: '已变更' },
    WATER_LEVEL: { '0': '未设上下限', '1': '低于下限', '2': '正常', '3': '高于上限' },
  },
  report: {
    title: {
      barcodeChange: '条码变更', warehousingTask: '入库任务报表', issueTask: '出库任务报表', employeeWorkload: '员工工作量',
      stockAge: '库龄', inventoryAbc: '库存ABC', turnoverRate: '周转率', sluggishInventory: '呆滞库存',
      waterLevel: '库存水位', validityPeriod: '有效期', expire: '过期库存', materialExpiry: '物料到期', barcodeResume: '条码履历',
    },
    chart: {
      labels: '标签数', done: '已完成', open: '未完成', lines: '行数',
      quantity: '数量', value: '出库金额', cumulative: '累计占比（%）', issued: '出库数量', average: '平均库存', rate: '周转率',
      fill: '占比', gaugeOf: '{{warehouseNo}} 的 {{itemNo}}', unknownAge: '库龄未知',
    },
    ledgerOfTask: '任务 {{taskNo}} 过账的台账记录',
    confirmationsOf: '{{userNo}} 于 {{workDay}} 确认的行',
    printedAt: '打印时间',
    ledgerOf: '{{warehouseNo}} 中 {{itemNo}} 的库存流水',
    ledgerOfItem: '{{itemNo}} 的出库流水',
    drill: '查看该数字背后的库存流水',
    empty: '没有符合条件的数据',
    searchFirst: '请选择查询条件后点击查询',
  },
};
