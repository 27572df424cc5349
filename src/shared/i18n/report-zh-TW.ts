/** zh-TW texts of the stock reports (src/shared/reports.ts), spread into the blocks of zh-TW.ts. */
export const reportZhTW = {
  error: {
    REPORT_NARROWING_REQUIRED: '請至少填寫一個篩選條件（組織、倉庫、物料、物料組、批次、條碼、任務、單據或作業人員）',
    REPORT_RANGE_REQUIRED: '請選擇日期範圍，或輸入識別號碼（物料、批次、條碼、任務或單據）',
    REPORT_BARCODE_REQUIRED: '請輸入條碼：履歷按單個條碼查詢',
    REPORT_START_AFTER_END: '開始日期不能晚於結束日期',
  },
  field: {
    sourceDocNo: '來源單據', workerNo: '作業人員', finishDate: '完成時間', leadDays: '耗時（天）', timeBucket: '時間段',
    doneLines: '已完成行數', doneQty: '已完成數量', workDay: '日期', taskKind: '任務類型', taskCount: '任務數', taskLines: '確認行數',
    changeKind: '變更', parentBarcode: '拆分自', confirmedAt: '確認時間',
    period: '期間', aPercent: 'A 類佔比（%）', bPercent: 'B 類佔比（%）', idleDays: '未出庫天數', warnDays: '預警天數',
    waterLevel: '水位', averageQty: '平均庫存', issuedQty: '出庫數量', turnoverRate: '周轉率', turnoverDays: '周轉天數',
    age0to30: '0-30 天', age31to60: '31-60 天', age61to90: '61-90 天', age91to120: '91-120 天', age121to150: '121-150 天', ageOver150: '150 天以上',
    averageAge: '平均庫齡（天）', fillPercent: '佔上限比例（%）', receivedDate: '入庫日期', shelfLifeDays: '保質期（天）',
    remainingDays: '剩餘天數', remainingPercent: '剩餘保質期（%）', rank: '排名', issuedValue: '出庫金額', share: '佔比（%）',
    cumulativeShare: '累計佔比（%）', abcClass: 'ABC 分類', lastIssueDate: '最近出庫', lastReceiptDate: '最近入庫',
  },
  enum: {
    TIME_BUCKET: { '0-3': '0-3 天', '4-7': '4-7 天', '7+': '7 天以上' },
    TASK_KIND: { putaway: '上架', count: '盤點', pick: '揀貨' },
    BARCODE_CHANGE: { split: '拆分條碼', void: '已作廢', status: '已變更' },
    WATER_LEVEL: { '0': '未設上下限', '1': '低於下限', '2': '正常', '3': '高於上限' },
  },
  report: {
    title: {
      barcodeChange: '條碼變更', warehousingTask: '入庫任務報表', issueTask: '出庫任務報表', employeeWorkload: '員工工作量',
      stockAge: '庫齡', inventoryAbc: '庫存ABC', turnoverRate: '周轉率', sluggishInventory: '呆滯庫存',
      waterLevel: '庫存水位', validityPeriod: '有效期', expire: '過期庫存', materialExpiry: '物料到期', barcodeResume: '條碼履歷',
    },
    chart: {
      labels: '標籤數', done: '已完成', open: '未完成', lines: '行數',
      quantity: '數量', value: '出庫金額', cumulative: '累計佔比（%）', issued: '出庫數量', average: '平均庫存', rate: '周轉率',
      fill: '佔比', gaugeOf: '{{warehouseNo}} 的 {{itemNo}}', unknownAge: '庫齡未知',
    },
    ledgerOfTask: '任務 {{taskNo}} 過帳的台帳記錄',
    confirmationsOf: '{{userNo}} 於 {{workDay}} 確認的行',
    printedAt: '列印時間',
    ledgerOf: '{{warehouseNo}} 中 {{itemNo}} 的庫存流水',
    ledgerOfItem: '{{itemNo}} 的出庫流水',
    drill: '查看該數字背後的庫存流水',
    empty: '沒有符合條件的資料',
    searchFirst: '請選擇查詢條件後點擊查詢',
  },
};
