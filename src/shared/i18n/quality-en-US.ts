/** en-US texts of inbound quality inspection (Inbound quality: document, items) and customer returns (receipt-back), spread into the blocks of en-US.ts. */
export const qualityEnUS = {
  error: {
    QC_NOT_OPEN: 'Inspection {{qcNo}} is completed or invalidated: results can no longer be recorded',
    QC_RECORDED: '{{docNo}} has inspection results recorded already: its receipt cannot be cancelled',
    QC_LINE_DONE: 'Line {{lineNo}} of inspection {{qcNo}} is already recorded',
    RETURN_NOT_INITIAL_OR_PROCESSING: '{{docNo}} is not initial or processing: it cannot be thrown over',
    RETURN_NOT_PROCESSING: '{{docNo}} is not processing: the operation is refused',
    RETURN_NOT_EXCEPTION: '{{docNo}} is not in exception: it cannot be resumed',
    RETURN_NOT_COMPLETED: '{{docNo}} is not completed: an unfinished return cannot be closed',
    RETURN_THROWN_OVER: '{{docNo}} was already thrown over',
  },
  entity: { inReturn: 'Customer return', qcItem: 'Inspection item' },
  field: {
    qcNo: 'Inspection no.', qcItemNo: 'Inspection item no.', qcItemName: 'Inspection item', checkMethod: 'Check method', standard: 'Standard',
    sampleRate: 'Sampling rate (%)', sampleQty: 'Sample size', checkItems: 'What to check', passQty: 'Passed', failQty: 'Failed',
    concessionQty: 'Concession', quarantineCellNo: 'Quarantine cell', inspectName: 'Inspected by', inspectDate: 'Inspected at', inspectedCount: 'Inspected',
    inReturnNo: 'Return no.', returnNoticeNo: 'Return notice no.', shipmentNo: 'Original shipment no.', reason: 'Return reason',
    thrownOverName: 'Thrown over by', thrownOverDate: 'Thrown over at',
  },
  enum: { QC_METHOD: { '1': 'Visual', '2': 'Measurement', '3': 'Test', '4': 'Document check' }, DOC_TYPE: { RTN: 'Customer return', QC: 'Inspection' } },
  action: { throwOver: 'Throw over', exception: 'Exception', resume: 'Resume' },
  quality: {
    inspect: 'Inspect',
    inspectionOf: 'Inspection {{qcNo}} of {{docNo}}',
    record: 'Record',
    recorded: 'Line {{lineNo}} recorded',
    sumMismatch: 'Passed, failed and concession must add up to {{qty}} (now {{total}})',
    search: 'Search',
  },
};
