/**
 * The 3D view's controls, over its top left corner: the zone to show (the whole warehouse or one
 * zone) and the colour mode of the cells (cell-style.ts); the URL's `zoneNo` and `colour` choose
 * the first ones. Buttons, so a touch wall and a keyboard work alike; the zone buttons wrap onto
 * up to three rows and then scroll, the chosen zone's button kept in view.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneLayout } from '../../shared/layout.ts';
import { COLOUR_MODES, type ColourMode } from '../cell-style.ts';

type Props = { zones: ZoneLayout[]; zoneNo: string | null; onZone: (zoneNo: string | null) => void; mode: ColourMode; onMode: (mode: ColourMode) => void };

export function ViewControls({ zones, zoneNo, onZone, mode, onMode }: Props) {
  const { t } = useTranslation();
  const zoneButtons = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = zoneButtons.current;
    const pressed = group?.querySelector<HTMLElement>('[aria-pressed=true]');
    if (!group || !pressed) return;
    const top = pressed.offsetTop - group.offsetTop;
    if (top < group.scrollTop || top + pressed.offsetHeight > group.scrollTop + group.clientHeight) group.scrollTop = top;
  }, [zoneNo]);
  return (
    <div className="wms-screen-view-controls">
      <div ref={zoneButtons} className="wms-screen-zones" role="group" aria-label={t('screen.zones')} data-testid="screen-zones">
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
