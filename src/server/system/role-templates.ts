/**
 * The role templates (issue 23), seeded beside the kiosk and screen roles so an administrator gives
 * a new user one role instead of ticking every menu:
 *
 * - supplier (SUPPLIER_ROLE): every flag on every supplier portal (SUP) page; the supplier-user
 *   form offers it by default;
 * - manager (shift manager): every flag on every PC page of Inbound, Outbound, Inventory and
 *   Reports, the warehouse layout the dashboard's workbench reads, and every PDA page; no System,
 *   Basic data or Supplier collaboration page;
 * - receiver: the arrival, quality, inbound and dock pages of Inbound (not the gate kiosk) and the
 *   PDA's Inbound pages and Stock query with find on the stock balances (walk 15-28: a receiver checks
 *   what landed in a cell after putting it away); picker: the outbound task, wave task, picking and preparation pages and the
 *   PDA's Outbound pages, and on the outbound notices page only find and ship (isSearch, isOut: the
 *   handheld's Load and ship closes a shipment with the console's ship call, record 0931), the PDA's
 *   Stock query with find (isSearch) on the stock balances (walk 14-28 defect 14, record 1051); counter: the stock balances, transfers (the handheld's Move), the count
 *   task notices, tasks and query, and the PDA's Stock pages; each with the work flags
 *   (WORK_FLAGS), not delete, close or import; the counter also ends (isEnd) the count tasks
 *   counted on the handheld;
 * - purchaser: every flag on the Purchasing pages (purchase orders, ASN approval), ASN tracking (with
 *   its receiving discrepancies), News, the Delivery schedule pages and Inbound's dock appointments;
 *   no PDA page (record 0870).
 *
 * Pages are chosen by their path in the menu trees (src/shared/menus.ts, app-menus.ts), so a page
 * added under a chosen group joins the template on a fresh database. A template is an ordinary role:
 * seeded once, when its role row does not exist yet, and never overwritten, so an administrator's
 * changes (or its deletion) stay.
 */
import { SUPPLIER_ROLE } from '../../shared/access.ts';
import { PDA_MENU_TREE, SUP_MENU_TREE } from '../../shared/app-menus.ts';
import { flattenMenus, MENU_TREE, type MenuSeed } from '../../shared/menus.ts';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../shared/permissions.ts';
import { SCREEN_MENUS } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { sysRole, sysRoleMenu } from '../db/schema.ts';

/** The flags of floor work: find, create, change, submit, confirm, print and save. */
export const WORK_FLAGS: readonly PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isSubmit', 'isCheck', 'isPrint', 'isSave'];

/** `also`: PC pages granted with only their own `flags` (not the template's). */
type Template = { roleNo: string; roleName: string; remark: string; pc: string[]; pda: string[]; sup?: string[]; flags: readonly PermissionFlag[]; also?: { pc: string[]; flags: readonly PermissionFlag[] }[] };

export const ROLE_TEMPLATES: Template[] = [
  { roleNo: SUPPLIER_ROLE, roleName: 'Supplier', remark: 'Supplier users: every supplier portal page', pc: [], pda: [], sup: ['/'], flags: PERMISSION_FLAGS },
  { roleNo: 'manager', roleName: 'Shift manager', remark: 'Inbound, outbound, inventory, reports and the dashboard; no system administration', pc: ['/inbound/', '/outbound/', '/sm/', '/report/'], pda: ['/'], flags: PERMISSION_FLAGS },
  { roleNo: 'receiver', roleName: 'Receiver', remark: 'Arrival, quality, inbound and dock pages; PDA receive, put away and stock query', pc: ['/inbound/arrival/', '/inbound/quality/', '/inbound/inbound/', '/inbound/dock/appointment', '/inbound/dock/yard-queue', '/inbound/dock/dock-door'], pda: ['/pdaInbound/', '/pdaStock/stockQuery'], flags: WORK_FLAGS,
    also: [{ pc: ['/sm/stock/allowance'], flags: ['isSearch'] }] },
  { roleNo: 'picker', roleName: 'Picker', remark: 'Outbound tasks, wave tasks, picking and preparation; PDA pick, ship and stock query', pc: ['/outbound/outbound/task-notice', '/outbound/outbound/task-wave', '/outbound/outbound/picking', '/outbound/outbound/preparation'], pda: ['/pdaOutbound/', '/pdaStock/stockQuery'], flags: WORK_FLAGS,
    also: [{ pc: ['/outbound/outbound/notice'], flags: ['isSearch', 'isOut'] }, { pc: ['/sm/stock/allowance'], flags: ['isSearch'] }] },
  { roleNo: 'purchaser', roleName: 'Purchaser', remark: 'Purchase orders, ASN approval and tracking, news, delivery schedule and dock appointments', pc: ['/offsite/purchase/', '/offsite/delivery/asnTracking', '/offsite/announcement/news', '/offsite/deliverySchedule/', '/inbound/dock/appointment'], pda: [], flags: PERMISSION_FLAGS },
  { roleNo: 'counter', roleName: 'Stock counter', remark: 'Stock balances, transfers and count tasks; PDA count, move and stock query', pc: ['/sm/stock/allowance', '/sm/stock/transfer', '/sm/inventory/task-notice', '/sm/inventory/task', '/sm/inventory/query'], pda: ['/pdaStock/'], flags: [...WORK_FLAGS, 'isEnd'] },
];

const pages = (tree: MenuSeed[], level: number) => flattenMenus(tree).filter((menu) => menu.level === level);
const PC_PAGES = pages(MENU_TREE, 4);
const PDA_PAGES = pages(PDA_MENU_TREE, 2);
const SUP_PAGES = pages(SUP_MENU_TREE, 3);

const chosen = (list: MenuSeed[], prefixes: string[]) => list.filter((menu) => prefixes.some((prefix) => menu.path.startsWith(prefix))).map((menu) => menu.menuNo);

/** The menu numbers a template grants with its own flags: its PC, PDA and SUP pages by path prefix (the manager also the dashboard's layout menu). */
function fullMenus(template: Template): string[] {
  const extra = template.roleNo === 'manager' ? [SCREEN_MENUS.cells] : [];
  return [...new Set([...chosen(PC_PAGES, template.pc), ...chosen(PDA_PAGES, template.pda), ...chosen(SUP_PAGES, template.sup ?? []), ...extra])];
}

/** Every menu a template grants (fullMenus and its `also` pages), each with its flags. */
export function templateGrants(template: Template): { menuNo: string; flags: PermissionFlag[] }[] {
  const full = fullMenus(template);
  const also = (template.also ?? []).flatMap((pages) => chosen(PC_PAGES, pages.pc).filter((menuNo) => !full.includes(menuNo)).map((menuNo) => ({ menuNo, flags: [...pages.flags] })));
  return [...full.map((menuNo) => ({ menuNo, flags: [...template.flags] })), ...also];
}

/** The menu numbers a template grants (any flag). */
export function templateMenus(template: Template): string[] {
  return templateGrants(template).map((grant) => grant.menuNo);
}

/** Seeds each template whose role does not exist yet, with its grants; an existing role is left as it is. */
export async function seedRoleTemplates(db: Db): Promise<void> {
  for (const template of ROLE_TEMPLATES) {
    const created = await db.insert(sysRole)
      .values({ roleNo: template.roleNo, roleName: template.roleName, remark: template.remark, createName: 'system' })
      .onConflictDoNothing().returning({ roleNo: sysRole.roleNo });
    if (created.length === 0) continue;
    await db.insert(sysRoleMenu).values(templateGrants(template).map((grant) => ({ roleNo: template.roleNo, ...grant })));
  }
}
