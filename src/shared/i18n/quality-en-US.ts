/** en-US texts of inbound quality inspection (Inbound quality: document, items), spread into the blocks of en-US.ts. */
export const qualityEnUS = {
  error: {
    QC_NOT_OPEN: 'Inspection {{qcNo}} is completed or invalidated: results can no longer be recorded',
    QC_RECORDED: '{{docNo}} has inspection results recorded already: its receipt cannot be cancelled',
    QC_LINE_DONE: 'Line {{lineNo}} of inspection {{qcNo}} is already recorded',
  },
  entity: { qcItem: 'Inspection item' },
  field: {
    qcNo: 'Inspection no.', qcItemNo: 'Inspection item no.', qcItemName: 'Inspection item', checkMethod: 'Check method', standard: 'Standard',
    sampleRate: 'Sampling rate (%)', sampleQty: 'Sample size', checkItems: 'What to check', passQty: 'Passed', failQty: 'Failed',
    concessionQty: 'Concession', quarantineCellNo: 'Quarantine cell', inspectName: 'Inspected by', inspectDate: 'Inspected at', inspectedCount: 'Inspected',
  },
  enum: { QC_METHOD: { '1': 'Visual', '2': 'Measurement', '3': 'Test', '4': 'Document check' }, DOC_TYPE: { QC: 'Inspection' } },
  quality: {
    inspect: 'Inspect',
    inspectionOf: 'Inspection {{qcNo}} of {{docNo}}',
    record: 'Record',
    recorded: 'Line {{lineNo}} recorded',
    sumMismatch: 'Passed, failed and concession must add up to {{qty}} (now {{total}})',
    search: 'Search',
  },
};
