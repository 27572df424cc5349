/** en-US texts of the outbound area (Outbound notices, allocation, shipping), spread into the blocks of en-US.ts. */
export const outboundEnUS = {
  error: {
    OUTBOUND_NOT_DRAFT: '{{docNo}} is not in draft: the operation is refused',
    OUTBOUND_SUSPENDED: '{{docNo}} is suspended: release it first',
    OUTBOUND_NOT_SUSPENDED: '{{docNo}} is not suspended',
    OUTBOUND_NO_STOCK: 'No available stock for any line of {{docNo}} (qualified stock in storage or picking cells, not expired, enough shelf life left)',
    OUTBOUND_SHORT: '{{docNo}} is short: {{itemNo}} has {{allocated}} of {{qty}}, and its document category does not allow shipping short',
    OUTBOUND_NOT_SUSPENDABLE: '{{docNo}} is not initial or in progress: it cannot be suspended or released',
  },
  entity: { outNotice: 'Outbound notice' },
  field: {
    outNoticeNo: 'Outbound notice no.', carrierNo: 'Carrier', requestedDate: 'Requested date', closeRemark: 'Close remark',
    allocRound: 'Allocations', allocatedQty: 'Allocated', shippedQty: 'Shipped',
  },
  enum: { DOC_TYPE: { OUT: 'Outbound notice' } },
  action: { allocate: 'Allocate', cancelAllocate: 'Cancel allocation', ship: 'Ship', suspend: 'Suspend', release: 'Release suspend' },
  outbound: {
    addressNotCustomer: 'Address {{value}} is not a valid address of this customer',
    initialNotices: 'Submitted outbound notices',
    allocatedNotices: 'Allocated outbound notices',
    closeRemark: 'Why is it closed?',
  },
};
