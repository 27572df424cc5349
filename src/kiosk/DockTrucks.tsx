/**
 * The trucks called to, at or unloading at the warehouse's doors (IKioskService/trucksAtDoors), as
 * large buttons (door, queue number, ASN, plate): the receiver taps one instead of typing its ASN.
 * Loaded when shown and again on each yard change the kiosk's hub hears (`changes$`: yard.changed,
 * and a resync after the socket was away), so a truck checked in and called to its door appears
 * without a reload; an empty yard says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditTime, type Observable } from 'rxjs';
import type { CheckInView } from '../shared/yard.ts';
import { kioskCall } from './kiosk-api.ts';

type Props = { warehouseNo: string; token: string; busy: boolean; changes$?: Observable<unknown>; onChoose: (asnNo: string) => void };

export function DockTrucks({ warehouseNo, token, busy, changes$, onChoose }: Props) {
  const { t } = useTranslation('kiosk');
  const [trucks, setTrucks] = useState<CheckInView[] | null>(null);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const subscription = changes$?.pipe(auditTime(300)).subscribe(() => setReloads((n) => n + 1));
    return () => subscription?.unsubscribe();
  }, [changes$]);
  useEffect(() => {
    let current = true;
    kioskCall<CheckInView[]>('IKioskService', 'trucksAtDoors', { warehouseNo }, { token }).then((list) => current && setTrucks(list), () => current && setTrucks([]));
    return () => {
      current = false;
    };
  }, [warehouseNo, token, reloads]);
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
