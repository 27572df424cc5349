/** en-US texts of production basic data and the invoicing rule (src/shared/entities/production.entity.ts, invoicing-rule.entity.ts), spread into the blocks of en-US.ts. */
export const productionEnUS = {
  error: {
    WORK_ORDER_STATUS: 'Work order {{orderNo}} is in status {{status}}: this action needs another status',
    WORK_ORDER_BARCODE_TAKEN: 'Barcode {{barcode}} already exists or is given twice',
    TRACE_ORDER_AND_BARCODE_REQUIRED: 'Forward tracing needs both the production order and the finished barcode',
    TRACE_BARCODE_NOT_OF_ORDER: 'Barcode {{barcode}} was not made by production order {{orderNo}}',
    TRACE_START_REQUIRED: 'Please enter a component item and lot, or a receipt document number',
  },
  validation: {
    time: 'Please enter a time as HH:mm',
    cutoffDay: 'Please enter a day from 1 to 31',
  },
  entity: {
    workOrder: 'Work order',
    shift: 'Shift', lineType: 'Line type', technology: 'Technology', equipment: 'Equipment', mould: 'Mould', productProcess: 'Product process',
    productionLine: 'Production line',
    invoicingRule: 'Invoicing rule',
  },
  field: {
    orderNo: 'Production order', planQty: 'Planned quantity', completedQty: 'Completed quantity', componentItemNo: 'Component', componentLotNo: 'Component lot',
    asnNo: 'Receipt document',
    shiftNo: 'Shift no.', shiftName: 'Shift name', shiftStart: 'Starts at (HH:mm)', shiftEnd: 'Ends at (HH:mm)', lineTypeNo: 'Line type no.',
    productionLineNo: 'Production line no.', productionLineName: 'Production line name',
    lineTypeName: 'Line type name', technologyNo: 'Technology no.', technologyName: 'Technology name', equipmentName: 'Equipment name',
    mouldNo: 'Mould no.', mouldName: 'Mould name', cavities: 'Cavities', lifeShots: 'Life (shots)', processSeq: 'Sequence', standardMinutes: 'Standard minutes per unit',
    ruleNo: 'Rule no.', ruleName: 'Rule name', statementCycle: 'Statement cycle', cutoffDay: 'Cut-off day', groupMode: 'Grouping', isNetReturns: 'Net returns',
  },
  enum: {
    WORK_ORDER_STATUS: { '10': 'Initial', '20': 'Released', '30': 'Completed' },
    INVOICE_CYCLE: { '1': 'Monthly', '2': 'Half-monthly', '3': 'Weekly' },
    INVOICE_GROUP: { '1': 'Per supplier', '2': 'Per supplier and item', '3': 'Per receipt document' },
  },
  workOrderTool: {
    release: 'Release',
    complete: 'Complete',
    releaseConfirm: 'Release work order {{orderNo}}?',
    completeTitle: 'Complete work order {{orderNo}}',
    completeHint: 'The materials are issued from stock and the finished goods received with their barcodes: this posts stock moves.',
    finishedCell: 'Receive the finished goods into cell',
    materials: 'Materials issued',
    finished: 'Finished barcodes',
    addMaterial: 'Add material',
    addFinished: 'Add barcode',
    done: '{{action}}: work order {{orderNo}}',
  },
  trace: {
    kind: { barcode: 'Barcode', order: 'Work order', lot: 'Lot', receipt: 'Receipt', shipment: 'Shipment' },
    supplier: 'supplier {{supplierNo}}',
    empty: 'Enter the search and press Query',
  },
};
