/** en-US texts of production basic data and the invoicing rule (src/shared/entities/production.entity.ts, invoicing-rule.entity.ts), spread into the blocks of en-US.ts. */
export const productionEnUS = {
  validation: {
    time: 'Please enter a time as HH:mm',
    cutoffDay: 'Please enter a day from 1 to 31',
  },
  entity: {
    shift: 'Shift', lineType: 'Line type', technology: 'Technology', equipment: 'Equipment', mould: 'Mould', productProcess: 'Product process',
    invoicingRule: 'Invoicing rule',
  },
  field: {
    shiftNo: 'Shift no.', shiftName: 'Shift name', shiftStart: 'Starts at (HH:mm)', shiftEnd: 'Ends at (HH:mm)', lineTypeNo: 'Line type no.',
    lineTypeName: 'Line type name', technologyNo: 'Technology no.', technologyName: 'Technology name', equipmentName: 'Equipment name',
    mouldNo: 'Mould no.', mouldName: 'Mould name', cavities: 'Cavities', lifeShots: 'Life (shots)', processSeq: 'Sequence', standardMinutes: 'Standard minutes per unit',
    ruleNo: 'Rule no.', ruleName: 'Rule name', statementCycle: 'Statement cycle', cutoffDay: 'Cut-off day', groupMode: 'Grouping', isNetReturns: 'Net returns',
  },
  enum: {
    INVOICE_CYCLE: { '1': 'Monthly', '2': 'Half-monthly', '3': 'Weekly' },
    INVOICE_GROUP: { '1': 'Per supplier', '2': 'Per supplier and item', '3': 'Per receipt document' },
  },
};
