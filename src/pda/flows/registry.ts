/**
 * The flow registry of the handheld (issue 28 "Flows"): which screen opens for each page of the
 * user's PDA menu tree (src/shared/app-menus.ts PDA_TREE, served by getsysmenulist { appNo: 'PDA' }).
 *
 * ## The flow contract
 *
 * A flow is a React component `(props: FlowProps) => JSX` (FlowProps in flow-types.ts), the default export of its own module
 * `src/pda/flows/<url>/<Name>Flow.tsx`, loaded lazily when its menu entry is opened (so the
 * handheld's first load carries no flow code). It receives:
 *
 * - `menu`: the PDA menu page opened (menuNo, localized menuName, url, the user's permission flags
 *   on it). The shell sends menuNo as App-Module-Number while the flow is open.
 * - `session`: the signed-in user (userNo, userName, orgNo, the warehouses of their scope, menu).
 * - `warehouse`: the warehouse chosen once on this device ({ warehouseNo, warehouseName, orgNo });
 *   a flow lists and confirms within it (condition `warehouseNo`).
 * - `scanner`: every scan, whatever made it (wedge, camera, typing), as `scanner.scans$` of
 *   `Scan { text, source, gs1?, gs1Error? }` (scan/scanner.ts); render `<ScanField scanner=...>`
 *   on a scanning step and subscribe with `useScans(scanner, handler)` (use-scans.ts); answer every
 *   scan with `scanner.good()` or `scanner.bad()` (beep + vibration). Every scanned field can be
 *   typed: the ScanField is also a text field with an OK button.
 * - `queue`: the offline queue (offline-queue.ts). Every confirmation (a write that must not be
 *   lost) goes through `queue.send({ service, method, body, flow: menu.url, label })`: it answers
 *   `{ sent: true, data }` or `{ sent: false }` (kept on the device with its request id, sent once
 *   when the network is back; the flow then goes on as if done and the header counts what waits);
 *   a refusal while online rejects with PdaRefusal (show its message, scanner.bad()). Reads call
 *   `pdaCall` (pda-api.ts) directly: the same calls as the console, no handheld-only server logic.
 * - `nav`: `nav.home()` back to the menu (the header's Menu button does the same).
 *
 * Steps: one step per screen (ui.tsx `Screen`: title, content, actions at the bottom), the flow
 * keeps its step in its own state. Texts: the flow's namespace is its menu url; its three
 * dictionaries are registered here (`texts`, typed FlowTexts so the languages carry the same keys;
 * texts.test.ts) and loaded with the shell, so a flow never shows a key.
 *
 * ## Registering a flow
 *
 * Add `{ url, texts, load: () => import('./<url>/<Name>Flow.tsx') }` to FLOWS. A menu page whose url
 * has no entry (a seeded flow not built yet, or a page an administrator added) opens the "coming"
 * empty state (Coming.tsx), not an error.
 */
import type { FlowDef } from './flow-types.ts';
import { countTexts } from './count/texts.ts';
import { moveTexts } from './move/texts.ts';
import { pickTexts } from './pick/texts.ts';
import { putawayTexts } from './putaway/texts.ts';
import { receiveTexts } from './receive/texts.ts';
import { shipTexts } from './ship/texts.ts';
import { stockQueryTexts } from './stockQuery/texts.ts';

export const FLOWS: FlowDef[] = [
  { url: 'receive', texts: receiveTexts, load: () => import('./receive/ReceiveFlow.tsx') },
  { url: 'putaway', texts: putawayTexts, load: () => import('./putaway/PutawayFlow.tsx') },
  { url: 'pick', texts: pickTexts, load: () => import('./pick/PickFlow.tsx') },
  { url: 'ship', texts: shipTexts, load: () => import('./ship/ShipFlow.tsx') },
  { url: 'count', texts: countTexts, load: () => import('./count/CountFlow.tsx') },
  { url: 'move', texts: moveTexts, load: () => import('./move/MoveFlow.tsx') },
  { url: 'stockQuery', texts: stockQueryTexts, load: () => import('./stockQuery/StockQueryFlow.tsx') },
];

/** The flow of a menu url, or undefined (the "coming" state). */
export function flowOf(url: string): FlowDef | undefined {
  return FLOWS.find((flow) => flow.url === url);
}
