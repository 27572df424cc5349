/** en-US texts of the inbound area (Inbound arrival, notices, putaway), spread into the blocks of en-US.ts. */
export const inboundEnUS = {
  error: {
    INBOUND_NOT_DRAFT: '{{docNo}} is not in draft: the operation is refused',
    ARRIVAL_NOT_OWN: '{{docNo}} was not created by this product: it cannot be invalidated',
    ARRIVAL_PUT_AWAY: '{{docNo}} has stock put away already: its receipt cannot be cancelled',
    INBOUND_OVER_RECEIPT: 'Over-receipt: {{itemNo}} of order {{poNo}} line {{poLineNo}} is open for {{open}}, {{requested}} received',
    INBOUND_NO_RECEIVING_CELL: 'Warehouse {{warehouseNo}} has no receiving cell: add a valid cell in a receiving zone',
    INBOUND_TASKS_OPEN: '{{docNo}} still has putaway tasks to complete or close',
    PUTAWAY_TASK_NOT_OPEN: 'Putaway task {{taskNo}} is completed, voided or closed: the operation is refused',
    PUTAWAY_TASK_NOT_INITIAL: 'Putaway task {{taskNo}} is not in initial status: the operation is refused',
    PUTAWAY_TASK_SUSPENDED: 'Putaway task {{taskNo}} is suspended',
    PUTAWAY_TASK_NOT_SUSPENDED: 'Putaway task {{taskNo}} is already released',
    PUTAWAY_LINE_DONE: 'Line {{lineNo}} of putaway task {{taskNo}} is already put away',
    PUTAWAY_QTY_OVER: 'Line {{lineNo}} of putaway task {{taskNo}} has {{open}} open, {{requested}} confirmed',
    PUTAWAY_CELL_REFUSED: 'Cell {{cellNo}} cannot take this stock: it is not a storage or picking cell of the warehouse, or breaks the putaway rules (zone, cell type, mixing, capacity)',
    PUTAWAY_NO_CELL: 'No cell of warehouse {{warehouseNo}} can take {{itemNo}}: check the putaway strategy and the cells',
  },
  entity: { inArrive: 'Arrival note', inNotice: 'Inbound notice' },
  field: { inArriveNo: 'Arrival no.', inNoticeNo: 'Inbound notice no.', poNo: 'Purchase order no.', poLineNo: 'Order line', receiptRound: 'Receipts' },
  enum: { DOC_TYPE: { ARV: 'Arrival note', INN: 'Inbound notice' } },
  action: {
    receive: 'Receive', cancelReceipt: 'Cancel receipt', finish: 'Finish', endCase: 'Close case', createTask: 'Create putaway tasks', cancelTask: 'Cancel tasks', post: 'Post',
  },
  inbound: {
    supplierRequired: 'A purchase receipt needs a supplier',
    unitNoConversion: 'No conversion from {{value}} to the material\'s unit',
    unknownPoLine: 'Order {{poNo}} has no line {{value}}',
    poLineNeedsPo: 'Enter the purchase order no. first',
    received: 'Received arrivals',
    search: 'Search',
  },
};
