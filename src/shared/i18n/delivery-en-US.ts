/** en-US texts of the supplier portal's delivery creation, ASN tracking, order tracing and EDI export (issue 14), spread into en-US.ts. */
export const deliveryEnUS = {
  field: { orderedQty: 'Ordered', answeredQty: 'Answered', asnShippedQty: 'Shipped on ASNs', receivedQty: 'Received', openQty: 'Open', receiving: 'Receiving', isApproveRule: 'ASN approval required' },
  portal: {
    delivery: {
      lines: 'Order lines to ship',
      noLines: 'Choose at least one open order line',
      qtyOver: 'Line {{line}}: ship more than 0 and at most the open {{open}}',
      overOpen: 'More than the open {{open}}: ship at most {{open}}, or ask the buyer for more',
      packing: 'Packing (pallets, cartons, SSCC)',
      packingHint: 'Without pallets the ASN has no packing and no SSCC labels. With pallets, each line must be packed exactly.',
      packMismatch: 'Line {{line}} ships {{shipped}}, {{packed}} packed',
      packItemMissing: 'Every packed item needs an order line and a quantity above 0',
      addItem: 'Add item',
      remove: 'Remove',
      packLine: 'Order line',
      create: 'Create ASN',
      created: '{{asnNo}} created: pending approval',
    },
    timeline: {
      choose: 'Choose an ASN to see its steps',
      empty: 'No steps yet',
      live: 'Live',
      offline: 'Not live: updates when the connection is back',
      event: {
        create: 'Created', approve: 'Approved', refuse: 'Refused', receive: 'Received', cancelReceipt: 'Receipt cancelled', close: 'Closed', void: 'Voided',
        appointment: 'Dock appointment', checkedIn: 'Checked in at the gate', called: 'Called to the dock door', atDoor: 'At the dock door',
        unloading: 'Unloading', received: 'Received at the dock', receivedCounted: 'Received as counted (entered at the office)', checkedOut: 'Checked out',
      },
      detail: {
        status: 'Status: {{status}}',
        slot: 'Slot {{slot}}, door {{doorNo}} ({{status}})',
        queue: 'Queue number {{queueNo}}, door {{doorNo}}',
        // i18next plural forms (the count picks one; Chinese reads only _other, _one keeps the key sets equal).
        discrepancies_one: '{{count}} discrepancy',
        discrepancies_other: '{{count}} discrepancies',
        by: 'by {{operator}}',
      },
      claims: {
        title: 'Claim lines', sscc: 'Pallet (SSCC)', lineNo: 'ASN line', itemNo: 'Item', expected: 'Expected', counted: 'Counted', outcome: 'Outcome', photo: 'Photo', photoTaken: 'Taken', receivedQty: 'Received as counted: {{qty}}', viewPhoto: 'View photo', photoTitle: 'Pallet {{sscc}} as received', photoAlt: 'Photo of pallet {{sscc}} taken at the dock',
        kind: { short: 'Short', over: 'Over', damaged: 'Damaged (quality hold)', wrongItem: 'Wrong item', missing: 'Missing' },
        reason: 'Damage', reasons: { crushed: 'Crushed', wet: 'Wet', torn: 'Torn packaging', unstable: 'Unstable load', contaminated: 'Dirty or contaminated', other: 'Other' },
      },
      appointmentStatus: { booked: 'booked', confirmed: 'confirmed', cancelled: 'cancelled', received: 'received' },
    },
    receivingTag: { short: 'Short', over: 'Over', damaged: 'Damaged', wrongItem: 'Wrong item', missing: 'Missing pallet', onTime: 'On time' },
    tracing: {
      asns: 'ASNs of order {{purchaseNo}} line {{purchaseSeq}}',
      chooseLine: 'Choose an order line to see its ASNs',
      noAsns: 'Not shipped on any ASN yet',
    },
    edi: { download: 'Download EDI', x12: 'ANSI X12 856', desadv: 'EDIFACT DESADV D.96A' },
  },
};
