/**
 * What a wall shows while its data is not live, readable from across the hall: a wide frame round
 * the whole screen (amber when stale, red when offline) and a large banner with the state, the
 * time of the last good data and "reconnecting". Above the night veil, so a dimmed wall still says
 * it. Nothing while live.
 */
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../streams/index.ts';

export function StaleBanner({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  if (state.status === 'live') return null;
  const since = state.lastGoodAt === null ? t('screen.never') : t('screen.lastUpdate', { time: new Date(state.lastGoodAt).toLocaleTimeString() });
  return (
    <div className={`wms-screen-alarm wms-screen-alarm-${state.status}`} data-testid="screen-alarm" data-status={state.status} role="alert">
      <div className="wms-screen-alarm-banner">
        <strong>{t(`screen.${state.status}`)}</strong>
        <span>{since}</span>
        <span>{t('screen.reconnecting')}</span>
      </div>
    </div>
  );
}
