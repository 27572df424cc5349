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
  field: { doorNo: 'Door no.', doorName: 'Door name', doorType: 'Door type', capacityPerHour: 'Trucks per hour', doorStatus: 'Door status' },
  enum: {
    DOOR_TYPE: { inbound: 'Inbound', outbound: 'Outbound', both: 'Inbound and outbound' },
    DOOR_STATUS: { open: 'Open', closed: 'Closed', blocked: 'Blocked' },
  },
  yard: {
    ticket: { title: 'Gate ticket', queueNo: 'Queue number', door: 'Door', asn: 'ASN', plate: 'Plate', time: 'Checked in' },
    capacityMin: 'At least 1 truck per hour',
    state: { checkedIn: 'Checked in', called: 'Called to the door', atDoor: 'At the door', unloading: 'Unloading', received: 'Received', checkedOut: 'Checked out' },
    appointmentStatus: { booked: 'Booked', confirmed: 'Confirmed', cancelled: 'Cancelled' },
    arrival: { onTime: 'On time', early: 'Early', late: 'Late', noAppointment: 'No appointment' },
    action: { call: 'Call to door', arrive: 'At door', unload: 'Start unloading', receive: 'Received', checkOut: 'Check out' },
  },
};
