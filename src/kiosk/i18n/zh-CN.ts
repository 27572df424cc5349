/** zh-CN texts of the gate kiosk (keys of en-US.ts). */
import type { KioskTexts } from './index.ts';

export const kioskZhCN: KioskTexts = {
  title: '门岗自助机',
  language: '语言',
  offline: '离线：登记已保存，网络恢复后自动发送',
  pending: '{{count}}条待发送',
  signIn: { title: '设置本自助机', userNo: '自助机用户', pwd: '密码', submit: '登录', warehouse: '仓库' },
  start: {
    title: '司机您好',
    hint: '请输入ASN编号或车牌，或扫描ASN二维码',
    find: '继续',
    scan: '扫描二维码',
    scanning: '请将二维码对准摄像头',
    stopScan: '取消扫描',
    receiving: '月台收货',
  },
  keypad: { clear: '清空', back: '删除', space: '空格' },
  confirm: {
    title: '这是您的送货吗？',
    supplier: '供应商',
    pallets: '预计托盘数',
    appointment: '预约',
    none: '无预约',
    yes: '是，继续',
    no: '不是，重新开始',
    arrival: { onTime: '您准时到达', early: '您提前到达：请排队等候', late: '您迟到了：将分配下一个空闲月台门', noAppointment: '无预约：将分配下一个空闲月台门' },
  },
  driver: { title: '司机信息', name: '司机姓名', phone: '电话', plate: '车牌', submit: '登记', required: '请填写姓名、电话和车牌' },
  done: {
    title: '登记成功',
    queueNo: '您的排队号',
    door: '月台门',
    wait: '请在场院等候：大屏会叫号到月台门',
    print: '打印排队票',
    finish: '完成',
    queued: '已离线保存：网络恢复后立即发送您的登记',
  },
  idle: { title: '您还在吗？', text: '{{seconds}}秒后屏幕将重新开始', stay: '继续' },
  back: '返回',
  error: '出现问题：请前往办公室',
};
