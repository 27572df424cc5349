/** en-US texts of the dock and yard (issue 15: dock doors, appointments, yard queue), spread into the blocks of en-US.ts. */
export const yardEnUS = {
  error: {
    YARD_ASN_NOT_FOUND: 'No ASN or truck {{code}} is expected here: please go to the office',
    YARD_ASN_NOT_APPROVED: 'ASN {{asnNo}} is not approved for delivery: please go to the office',
    YARD_ASN_OTHER_WAREHOUSE: 'ASN {{asnNo}} is delivered to warehouse {{warehouseNo}}, not here: please go to the office',
    YARD_APPOINTMENT_REQUIRED: 'ASN {{asnNo}} needs a dock appointment and has none: please go to the office',
    YARD_TOO_EARLY: 'You are early: the appointment of ASN {{asnNo}} is at {{slotStart}}. Please come back later or go to the office',
    YARD_TOO_LATE: 'You are late: the appointment of ASN {{asnNo}} was at {{slotStart}}. Please go to the office',
    YARD_NO_DOOR: 'No dock door of warehouse {{warehouseNo}} is open for deliveries: please go to the office',
    YARD_STATE_REFUSED: 'Queue number {{queueNo}} is {{state}}: this step is not possible now',
    YARD_DOOR_BUSY: 'Door {{doorNo}} still has queue number {{queueNo}} at it',
    YARD_DOOR_NOT_OPEN: 'Door {{doorNo}} is not open for deliveries',
    DOCK_SLOT_FULL: 'The slot at {{slotStart}} is full at every open door (or at door {{doorNo}}): choose another hour',
    DOCK_APPOINTMENT_EXISTS: 'ASN {{asnNo}} already has an appointment: move it instead',
    DOCK_APPOINTMENT_CANCELLED: 'This appointment was cancelled',
    DOCK_SLOT_PAST: 'The slot at {{slotStart}} has passed: choose a later hour',
  },
  entity: { dockDoor: 'Dock door' },
  field: { asnNo: 'ASN no.', queueNo: 'Queue no.', driverName: 'Driver', driverPhone: 'Driver phone', plateNo: 'Plate', state: 'Yard state', arrival: 'Arrival', checkedInAt: 'Checked in at', slotStart: 'Slot', doorNo: 'Door no.', doorName: 'Door name', doorType: 'Door type', capacityPerHour: 'Trucks per hour', doorStatus: 'Door status' },
  enum: {
    YARD_STATE: { checkedIn: 'Checked in', called: 'Called to the door', atDoor: 'At the door', unloading: 'Unloading', received: 'Received', checkedOut: 'Checked out' },
    APPOINTMENT_STATUS: { booked: 'Booked', confirmed: 'Confirmed', cancelled: 'Cancelled' },
    YARD_ARRIVAL: { onTime: 'On time', early: 'Early', late: 'Late', noAppointment: 'No appointment' },
    DOOR_TYPE: { inbound: 'Inbound', outbound: 'Outbound', both: 'Inbound and outbound' },
    DOOR_STATUS: { open: 'Open', closed: 'Closed', blocked: 'Blocked' },
  },
  yard: {
    page: { book: 'Book a slot', move: 'Move', confirm: 'Confirm', cancel: 'Cancel', slot: 'Slot (whole hour)', door: 'Door (empty: any with room)', done: 'Saved', openKiosk: 'Open the gate kiosk', kioskHelp: 'Open this page on the kiosk PC, sign in as its kiosk user (role Gate kiosk, one warehouse in its data scope) and leave it running.', revoke: 'Sign a kiosk out', revokeUser: 'Kiosk user no.', revoked: '{{count}} session(s) ended', warehouse: 'Warehouse no.', callNext: 'Call next', search: 'Search' },
    ticket: { title: 'Gate ticket', queueNo: 'Queue number', door: 'Door', asn: 'ASN', plate: 'Plate', time: 'Checked in' },
    capacityMin: 'At least 1 truck per hour',
    action: { call: 'Call to door', arrive: 'At door', unload: 'Start unloading', receive: 'Received', checkOut: 'Check out' },
  },
};
