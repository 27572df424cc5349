/** zh-TW texts of the dock and yard (issue 15: dock doors, appointments, yard queue), spread into the blocks of zh-TW.ts. */
export const yardZhTW = {
  error: {
    YARD_ASN_NOT_FOUND: '此處沒有預期的ASN或車輛{{code}}：請前往辦公室',
    YARD_ASN_NOT_APPROVED: 'ASN {{asnNo}}尚未核准送貨：請前往辦公室',
    YARD_ASN_OTHER_WAREHOUSE: 'ASN {{asnNo}}應送往倉庫{{warehouseNo}}，不是此處：請前往辦公室',
    YARD_APPOINTMENT_REQUIRED: 'ASN {{asnNo}}需要月台預約但沒有預約：請前往辦公室',
    YARD_TOO_EARLY: '您來早了：ASN {{asnNo}}的預約時間為{{slotStart}}。請稍後再來或前往辦公室',
    YARD_TOO_LATE: '您遲到了：ASN {{asnNo}}的預約時間為{{slotStart}}。請前往辦公室',
    YARD_NO_DOOR: '倉庫{{warehouseNo}}沒有開放收貨的月台門：請前往辦公室',
    YARD_STATE_REFUSED: '排隊號{{queueNo}}目前為{{state}}：現在不能執行此步驟',
    YARD_DOOR_BUSY: '月台門{{doorNo}}仍有排隊號{{queueNo}}在作業',
    YARD_DOOR_NOT_OPEN: '月台門{{doorNo}}未開放收貨',
    DOCK_SLOT_FULL: '{{slotStart}}的時段在所有開放的月台門（或月台門{{doorNo}}）已滿：請選擇其他時段',
    DOCK_APPOINTMENT_EXISTS: 'ASN {{asnNo}}已有預約：請改為調整預約',
    DOCK_APPOINTMENT_CANCELLED: '此預約已取消',
    DOCK_SLOT_PAST: '{{slotStart}}的時段已過：請選擇更晚的時段',
  },
  entity: { dockDoor: '月台門' },
  field: { asnNo: 'ASN編號', queueNo: '排隊號', driverName: '司機', driverPhone: '司機電話', plateNo: '車牌', state: '場院狀態', arrival: '到達情況', checkedInAt: '登記時間', slotStart: '時段', doorNo: '月台門編號', doorName: '月台門名稱', doorType: '月台門類型', capacityPerHour: '每小時車輛數', doorStatus: '月台門狀態' },
  enum: {
    YARD_STATE: { checkedIn: '已登記', called: '已叫號', atDoor: '已到月台', unloading: '卸貨中', received: '已收貨', checkedOut: '已離場' },
    APPOINTMENT_STATUS: { booked: '已預約', confirmed: '已確認', cancelled: '已取消' },
    YARD_ARRIVAL: { onTime: '準時', early: '提前', late: '遲到', noAppointment: '無預約' },
    DOOR_TYPE: { inbound: '收貨', outbound: '出貨', both: '收出貨' },
    DOOR_STATUS: { open: '開放', closed: '關閉', blocked: '停用' },
  },
  yard: {
    page: { book: '預約時段', move: '調整', confirm: '確認', cancel: '取消', slot: '時段（整點）', door: '月台門（留空：任一有空位的門）', done: '已儲存', openKiosk: '開啟門崗自助機', kioskHelp: '在自助機電腦上開啟此頁面，以其自助機使用者（角色：門崗自助機，資料權限中一個倉庫）登入並保持執行。', revoke: '登出自助機', revokeUser: '自助機使用者編號', revoked: '已結束{{count}}個工作階段', warehouse: '倉庫編號', callNext: '叫下一位', search: '查詢' },
    ticket: { title: '門崗排隊票', queueNo: '排隊號', door: '月台門', asn: 'ASN', plate: '車牌', time: '登記時間' },
    capacityMin: '每小時至少1輛車',
    action: { call: '叫號到月台', arrive: '已到月台', unload: '開始卸貨', receive: '已收貨', checkOut: '離場' },
  },
};
