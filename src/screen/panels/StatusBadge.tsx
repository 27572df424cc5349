/** The Live / Stale / Offline badge of the connection with the time of the last good data. */
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../streams/index.ts';

export function StatusBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  const time = state.lastGoodAt === null ? t('screen.never') : t('screen.lastUpdate', { time: new Date(state.lastGoodAt).toLocaleTimeString() });
  return (
    <div className={`wms-screen-badge wms-screen-badge-${state.status}`} data-testid="screen-status" data-status={state.status} role="status">
      <span className="wms-screen-badge-dot" />
      <strong>{t(`screen.${state.status}`)}</strong>
      <span className="wms-screen-badge-time">{time}</span>
    </div>
  );
}
