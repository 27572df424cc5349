/**
 * The menu trees of the handheld (PDA) and the supplier portal (SUP), seeded beside the PC tree
 * (src/shared/menus.ts), and the rules of menu management (spec console §3 Menu, §5, §6).
 *
 * Levels: a PDA top group is level 1 with its pages at level 2; a SUP top group is level 2 with
 * its pages at level 3; PC pages are level 4 (PAGE_LEVEL). Numbers are positional like the PC
 * tree's: SUP groups 51-59, PDA groups 61-69, each page the group's number plus 2 digits. The SUP
 * pages follow the supplier portal labels of workflows §2; the PDA pages the handheld work of
 * DESIGN.md (receive, put away, pick, count, move).
 */
import { buildMenuTree, type MenuGroup, type MenuSeed } from './menus.ts';

export const APP_NOS = ['PC', 'PDA', 'SUP'] as const;
export type AppNo = (typeof APP_NOS)[number];

/** The level of a page (a menu the user opens) in each application's tree. */
export const PAGE_LEVEL: Record<AppNo, number> = { PC: 4, SUP: 3, PDA: 2 };

/** The level under which a submenu may be added (spec console §6): level-1 PDA, level-2 PC and SUP menus. */
export const SUBMENU_PARENT_LEVEL: Record<AppNo, number> = { PC: 2, SUP: 2, PDA: 1 };

/** A route name (menu url): letters, digits, - and _ (spec console §5: no special characters, no dot); or an external http(s) link, or a `custom:` entry. */
export const ROUTE_NAME = /^(?:[A-Za-z0-9_-]{1,64}|https?:\/\/\S{1,400}|custom:[A-Za-z0-9_-]{1,64})$/;

/** Characters a menu name may not contain (spec console §5 "no special characters, a dot in particular"). */
export const MENU_NAME_FORBIDDEN = /[.<>\\/"'`{}|]/;

const SUP_TREE: MenuGroup[] = [
  ['51', 'delivery', 'Delivery', '送货', '送貨', [
    ['asn', 'ASN list', 'ASN列表', 'ASN列表'],
    ['asnTracking', 'ASN tracking', 'ASN跟踪', 'ASN追蹤'],
    ['deliveryCreate', 'Delivery creation', '创建送货单', '建立送貨單'],
    ['deliveryPlan', 'Delivery plan', '送货计划', '送貨計畫'],
    ['shippingSchedule', 'Shipping schedule', '发货排程', '發貨排程'],
    ['dockAppointment', 'Dock appointment', '月台预约', '月台預約'],
  ]],
  ['52', 'schedule', 'Schedule', '排程', '排程', [
    ['pendingSchedule', 'Pending schedule', '待处理排程', '待處理排程'],
    ['schedulingBoard', 'Scheduling board', '排程看板', '排程看板'],
    ['scheduleKanban', 'Schedule kanban', '排程看板（卡片）', '排程看板（卡片）'],
  ]],
  ['53', 'order', 'Orders', '订单', '訂單', [
    ['orderAnswer', 'Order answer', '订单答复', '訂單答覆'],
    ['orderTracing', 'Order tracing', '订单追踪', '訂單追蹤'],
    ['procurementPlan', 'Procurement plan', '采购计划', '採購計畫'],
    ['procurementForecast', 'Procurement forecast', '采购预测', '採購預測'],
  ]],
  ['54', 'portal', 'Portal', '门户', '入口', [
    ['news', 'News notice', '新闻公告', '新聞公告'],
    ['address', 'Delivery address', '收货地址', '收貨地址'],
    ['personalCentre', 'Personal centre', '个人中心', '個人中心'],
    ['door', 'Portal home', '门户首页', '入口首頁'],
  ]],
];

const PDA_TREE: MenuGroup[] = [
  ['61', 'pdaInbound', 'Inbound', '入库', '入庫', [
    ['receive', 'Receive', '收货', '收貨'],
    ['putaway', 'Put away', '上架', '上架'],
  ]],
  ['62', 'pdaOutbound', 'Outbound', '出库', '出庫', [
    ['pick', 'Pick', '拣货', '揀貨'],
    ['ship', 'Load and ship', '装车发运', '裝車發運'],
  ]],
  ['63', 'pdaStock', 'Stock', '库存', '庫存', [
    ['count', 'Count', '盘点', '盤點'],
    ['move', 'Move', '移库', '移庫'],
    ['stockQuery', 'Stock query', '库存查询', '庫存查詢'],
  ]],
];

/** The supplier portal's menus (appNo SUP). */
export const SUP_MENU_TREE: MenuSeed[] = buildMenuTree(SUP_TREE, 2);

/** The handheld's menus (appNo PDA). */
export const PDA_MENU_TREE: MenuSeed[] = buildMenuTree(PDA_TREE, 1);
