/** zh-CN texts of the dock and yard (issue 15: dock doors, appointments, yard queue), spread into the blocks of zh-CN.ts. */
export const yardZhCN = {
  error: {
    YARD_ASN_NOT_FOUND: '此处没有预期的ASN或车辆{{code}}：请前往办公室',
    YARD_ASN_NOT_APPROVED: 'ASN {{asnNo}}尚未批准送货：请前往办公室',
    YARD_ASN_OTHER_WAREHOUSE: 'ASN {{asnNo}}应送往仓库{{warehouseNo}}，不是此处：请前往办公室',
    YARD_APPOINTMENT_REQUIRED: 'ASN {{asnNo}}需要月台预约但没有预约：请前往办公室',
    YARD_TOO_EARLY: '您来早了：ASN {{asnNo}}的预约时间为{{slotStart}}。请稍后再来或前往办公室',
    YARD_TOO_LATE: '您迟到了：ASN {{asnNo}}的预约时间为{{slotStart}}。请前往办公室',
    YARD_NO_DOOR: '仓库{{warehouseNo}}没有开放收货的月台门：请前往办公室',
    YARD_STATE_REFUSED: '排队号{{queueNo}}当前为{{state}}：现在不能执行此步骤',
    YARD_DOOR_BUSY: '月台门{{doorNo}}仍有排队号{{queueNo}}在作业',
    YARD_DOOR_NOT_OPEN: '月台门{{doorNo}}未开放收货',
    DOCK_SLOT_FULL: '{{slotStart}}的时段在所有开放的月台门（或月台门{{doorNo}}）已满：请选择其他时段',
    DOCK_APPOINTMENT_EXISTS: 'ASN {{asnNo}}已有预约：请改为调整预约',
    DOCK_APPOINTMENT_CANCELLED: '此预约已取消',
    DOCK_SLOT_PAST: '{{slotStart}}的时段已过：请选择更晚的时段',
  },
  entity: { dockDoor: '月台门' },
  field: { asnNo: 'ASN编号', queueNo: '排队号', driverName: '司机', driverPhone: '司机电话', plateNo: '车牌', state: '场院状态', arrival: '到达情况', checkedInAt: '登记时间', slotStart: '时段', doorNo: '月台门编号', doorName: '月台门名称', doorType: '月台门类型', capacityPerHour: '每小时车辆数', doorStatus: '月台门状态' },
  enum: {
    YARD_STATE: { checkedIn: '已登记', called: '已叫号', atDoor: '已到月台', unloading: '卸货中', received: '已收货', checkedOut: '已离场' },
    APPOINTMENT_STATUS: { booked: '已预约', confirmed: '已确认', cancelled: '已取消' },
    YARD_ARRIVAL: { onTime: '准时', early: '提前', late: '迟到', noAppointment: '无预约' },
    DOOR_TYPE: { inbound: '收货', outbound: '发货', both: '收发货' },
    DOOR_STATUS: { open: '开放', closed: '关闭', blocked: '停用' },
  },
  yard: {
    page: { book: '预约时段', move: '调整', confirm: '确认', cancel: '取消', slot: '时段（整点）', door: '月台门（留空：任一有空位的门）', done: '已保存', openKiosk: '打开门岗自助机', kioskHelp: '在自助机电脑上打开此页面，以其自助机用户（角色：门岗自助机，数据权限中一个仓库）登录并保持运行。', revoke: '注销自助机', revokeUser: '自助机用户编号', revoked: '已结束{{count}}个会话', warehouse: '仓库编号', callNext: '叫下一位', search: '查询' },
    ticket: { title: '门岗排队票', queueNo: '排队号', door: '月台门', asn: 'ASN', plate: '车牌', time: '登记时间' },
    capacityMin: '每小时至少1辆车',
    action: { call: '叫号到月台', arrive: '已到月台', unload: '开始卸货', receive: '已收货', checkOut: '离场' },
  },
};
