/**
 * What a dock kiosk remembers across a reload (issue 24, decision 0811): that it is in dock
 * receiving mode and the ASN of the truck being received, in sessionStorage (this tab only). The
 * receiver's token is never kept: after a reload the receiver signs in again and lands back on
 * the same truck. Cleared when the kiosk goes back to check-in.
 */
const KEY = 'wms-kiosk-dock';

export type DockMemory = { asnNo: string | null };

export const dockMemory = {
  get: (): DockMemory | null => {
    const stored = sessionStorage.getItem(KEY);
    return stored === null ? null : { asnNo: (JSON.parse(stored) as DockMemory).asnNo ?? null };
  },
  set: (memory: DockMemory) => sessionStorage.setItem(KEY, JSON.stringify(memory)),
  clear: () => sessionStorage.removeItem(KEY),
};
