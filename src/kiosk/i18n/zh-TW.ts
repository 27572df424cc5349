/** zh-TW texts of the gate kiosk (keys of en-US.ts). */
import type { KioskTexts } from './index.ts';

export const kioskZhTW: KioskTexts = {
  title: '門崗自助機',
  language: '語言',
  offline: '離線：登記已儲存，網路恢復後自動送出',
  pending: '{{count}}筆待送出',
  signIn: { title: '設定本自助機', userNo: '自助機使用者', pwd: '密碼', submit: '登入', warehouse: '倉庫' },
  start: {
    title: '司機您好',
    hint: '請輸入ASN編號或車牌，或掃描ASN二維碼',
    find: '繼續',
    scan: '掃描二維碼',
    scanning: '請將二維碼對準攝影機',
    stopScan: '取消掃描',
    receiving: '月台收貨',
  },
  keypad: { clear: '清空', back: '刪除', space: '空格' },
  confirm: {
    title: '這是您的送貨嗎？',
    supplier: '供應商',
    pallets: '預計棧板數',
    appointment: '預約',
    none: '無預約',
    yes: '是，繼續',
    no: '不是，重新開始',
    arrival: { onTime: '您準時到達', early: '您提前到達：請排隊等候', late: '您遲到了：將分配下一個空閒月台門', noAppointment: '無預約：將分配下一個空閒月台門' },
  },
  driver: { title: '司機資訊', name: '司機姓名', phone: '電話', plate: '車牌', submit: '登記', required: '請填寫姓名、電話和車牌' },
  done: {
    title: '登記成功',
    queueNo: '您的排隊號',
    door: '月台門',
    wait: '請在場院等候：大螢幕會叫號到月台門',
    print: '列印排隊票',
    finish: '完成',
    queued: '已離線儲存：網路恢復後立即送出您的登記',
  },
  idle: { title: '您還在嗎？', text: '{{seconds}}秒後螢幕將重新開始', stay: '繼續' },
  back: '返回',
  error: '發生問題：請前往辦公室',
};
