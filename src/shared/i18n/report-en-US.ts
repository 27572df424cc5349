/** en-US texts of the stock reports (src/shared/reports.ts), spread into the blocks of en-US.ts. */
export const reportEnUS = {
  error: {
    REPORT_NARROWING_REQUIRED: 'Please give at least one narrowing field (organisation, warehouse, item, item group, lot, barcode, task, document or operator)',
    REPORT_RANGE_REQUIRED: 'Please choose a date range, or enter an identifying number (item, lot, barcode, task or document)',
    REPORT_BARCODE_REQUIRED: 'Please enter a barcode: the history follows one barcode',
    REPORT_START_AFTER_END: 'The start date may not be after the end date',
  },
  field: {
    sourceDocNo: 'Source document', workerNo: 'Worker', finishDate: 'Finished at', leadDays: 'Lead time (days)', timeBucket: 'Time bucket',
    doneLines: 'Lines done', doneQty: 'Quantity done', workDay: 'Day', taskKind: 'Task kind', taskCount: 'Tasks', taskLines: 'Lines confirmed',
    changeKind: 'Change', parentBarcode: 'Split from', confirmedAt: 'Confirmed at',
    period: 'Period', aPercent: 'Class A share (%)', bPercent: 'Class B share (%)', idleDays: 'Days without issue', warnDays: 'Warning days',
    waterLevel: 'Water level', averageQty: 'Average stock', issuedQty: 'Issued', turnoverRate: 'Turnover rate', turnoverDays: 'Turnover days',
    age0to30: '0-30 days', age31to60: '31-60 days', age61to90: '61-90 days', age91to120: '91-120 days', age121to150: '121-150 days', ageOver150: 'Over 150 days',
    averageAge: 'Average age (days)', fillPercent: 'Fill of upper limit (%)', receivedDate: 'Received', shelfLifeDays: 'Shelf life (days)',
    remainingDays: 'Days left', remainingPercent: 'Shelf life left (%)', rank: 'Rank', issuedValue: 'Issued value', share: 'Share (%)',
    cumulativeShare: 'Cumulative share (%)', abcClass: 'ABC class', lastIssueDate: 'Last issue', lastReceiptDate: 'Last receipt',
  },
  enum: {
    TIME_BUCKET: { '0-3': '0-3 days', '4-7': '4-7 days', '7+': 'Over 7 days' },
    TASK_KIND: { putaway: 'Putaway', count: 'Stock count', pick: 'Picking' },
    BARCODE_CHANGE: { split: 'Split piece', void: 'Voided', status: 'Changed' },
    WATER_LEVEL: { '0': 'No limits', '1': 'Below lower limit', '2': 'Within limits', '3': 'Above upper limit' },
  },
  report: {
    title: {
      barcodeChange: 'Barcode changes', warehousingTask: 'Warehousing tasks', issueTask: 'Issue tasks', employeeWorkload: 'Employee workload',
      stockAge: 'Stock age', inventoryAbc: 'Inventory ABC', turnoverRate: 'Turnover rate', sluggishInventory: 'Slow-moving inventory',
      waterLevel: 'Inventory water level', validityPeriod: 'Validity period', expire: 'Expired stock', materialExpiry: 'Material expiry', barcodeResume: 'Barcode history',
    },
    chart: {
      labels: 'Labels', done: 'Finished', open: 'Open', lines: 'Lines',
      quantity: 'Quantity', value: 'Issued value', cumulative: 'Cumulative share (%)', issued: 'Issued', average: 'Average stock', rate: 'Turnover rate',
      fill: 'Fill', gaugeOf: '{{itemNo}} in {{warehouseNo}}', unknownAge: 'Unknown age',
    },
    ledgerOfTask: 'Ledger rows posted by task {{taskNo}}',
    confirmationsOf: 'Lines confirmed by {{userNo}} on {{workDay}}',
    printedAt: 'Printed at',
    ledgerOf: 'Ledger rows behind {{itemNo}} in {{warehouseNo}}',
    ledgerOfItem: 'Issues of {{itemNo}}',
    drill: 'Open the ledger rows behind this figure',
    empty: 'Nothing matches the search',
    searchFirst: 'Choose the search conditions and press Query',
  },
};
