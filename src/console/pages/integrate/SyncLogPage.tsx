/** System.Integrate source-integration (160404): the sync log of every configuration and target (ISyncService/getsyncloglist). */
import { SyncLogTable } from './SyncLogTable.tsx';

export function SyncLogPage() {
  return <SyncLogTable method="getsyncloglist" reloads={0} />;
}
