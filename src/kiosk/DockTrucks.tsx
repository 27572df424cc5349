/**
 * The trucks called to, at or unloading at the warehouse's doors (IKioskService/trucksAtDoors), as
 * large buttons (door, queue number, ASN, plate): the receiver taps one instead of typing its ASN.
 * Loaded once when shown; an empty yard says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInView } from '../shared/yard.ts';
import { kioskCall } from './kiosk-api.ts';

export function DockTrucks({ warehouseNo, token, busy, onChoose }: { warehouseNo: string; token: string; busy: boolean; onChoose: (asnNo: string) => void }) {
  const { t } = useTranslation('kiosk');
  const [trucks, setTrucks] = useState<CheckInView[] | null>(null);
  useEffect(() => {
    void kioskCall<CheckInView[]>('IKioskService', 'trucksAtDoors', { warehouseNo }, { token }).then(setTrucks, () => setTrucks([]));
  }, [warehouseNo, token]);
  if (trucks === null) return null;
  if (trucks.length === 0) return <p className="kiosk-note" data-testid="dock-trucks-empty">{t('receiving.noTrucks')}</p>;
  return (
    <div className="kiosk-choices kiosk-trucks" data-testid="dock-trucks">
      {trucks.map((truck) => (
        <button key={truck.id} type="button" className="kiosk-button" disabled={busy} onClick={() => onChoose(truck.asnNo)}>
          {t('receiving.truck', { doorNo: truck.doorNo, queueNo: truck.queueNo, asnNo: truck.asnNo, plateNo: truck.plateNo })}
        </button>
      ))}
    </div>
  );
}
