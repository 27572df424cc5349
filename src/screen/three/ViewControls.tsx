/**
 * The 3D view's controls, over its top left corner: the zone to show (the whole warehouse or one
 * zone) and the colour mode of the cells (cell-style.ts); the URL's `zoneNo` and `colour` choose
 * the first ones. Buttons, so a touch wall and a keyboard work alike.
 */
import { useTranslation } from 'react-i18next';
import type { ZoneLayout } from '../../shared/layout.ts';
import { COLOUR_MODES, type ColourMode } from '../cell-style.ts';

type Props = { zones: ZoneLayout[]; zoneNo: string | null; onZone: (zoneNo: string | null) => void; mode: ColourMode; onMode: (mode: ColourMode) => void };

export function ViewControls({ zones, zoneNo, onZone, mode, onMode }: Props) {
  const { t } = useTranslation();
  return (
    <div className="wms-screen-view-controls">
      <div className="wms-screen-zones" role="group" aria-label={t('screen.zones')} data-testid="screen-zones">
        <button type="button" aria-pressed={zoneNo === null} onClick={() => onZone(null)}>{t('screen.allZones')}</button>
        {zones.map((zone) => (
          <button key={zone.zoneNo} type="button" aria-pressed={zoneNo === zone.zoneNo} onClick={() => onZone(zone.zoneNo)}>{zone.zoneName || zone.zoneNo}</button>
        ))}
      </div>
      <div className="wms-screen-modes" role="group" aria-label={t('screen.colourBy')} data-testid="screen-colour-modes">
        {COLOUR_MODES.map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => onMode(m)}>{t(`screen.colourMode.${m}`)}</button>
        ))}
      </div>
    </div>
  );
}
