/**
 * A driver's check-in at the gate (issues 15, 24): start (ASN number, plate or QR) -> confirm the
 * delivery -> driver details (prefilled from the ASN) -> done (queue number and door). At most
 * four taps to the ticket when the ASN holds the driver's details: Continue (none with a
 * scanner's Enter or a QR), Yes, Check in, then Finish. Refusals show the server's message
 * ("please go to the office") on the start step; a refused check-in stays on the driver's details
 * with the message. Without network the ASN cannot be confirmed: the
 * check-in is taken as typed and queued (offline-queue.ts). `resetKey` changing (idle reset,
 * Finish) starts again with nothing of the last driver left.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsnAtGate, CheckInView, DriverDetails } from '../shared/yard.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { DriverStep } from './DriverStep.tsx';
import { kioskCall, KioskRefusal, NetworkDown } from './kiosk-api.ts';
import { sendOrQueue } from './offline-queue.ts';
import { StartStep } from './StartStep.tsx';

type Step =
  | { step: 'start' }
  | { step: 'confirm'; asn: AsnAtGate }
  | { step: 'driver'; asnNo: string; driver: DriverDetails }
  | { step: 'done'; ticket: CheckInView | null };

const NO_DRIVER: DriverDetails = { driverName: '', driverPhone: '', plateNo: '' };

export function CheckInFlow({ warehouseNo, onFinish, onStarted }: { warehouseNo: string; onFinish: () => void; onStarted: (started: boolean) => void }) {
  const { t } = useTranslation('kiosk');
  const [state, setState] = useState<Step>({ step: 'start' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = (next: Step) => {
    setState(next);
    onStarted(next.step !== 'start');
  };
  /** Runs `work`; a refusal goes back to the start step, or stays where it is with `stay` (the driver's details kept). */
  const attempt = async (work: () => Promise<void>, stay = false) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (!stay) go({ step: 'start' });
      setError(failure instanceof KioskRefusal ? failure.message : t('error'));
    } finally {
      setBusy(false);
    }
  };
  const find = (code: string) => attempt(async () => {
    try {
      const asn = await kioskCall<AsnAtGate>('IKioskService', 'findAsn', { warehouseNo, code });
      go(asn.checkedIn ? { step: 'done', ticket: asn.checkedIn } : { step: 'confirm', asn });
    } catch (failure) {
      if (!(failure instanceof NetworkDown)) throw failure;
      go({ step: 'driver', asnNo: code, driver: NO_DRIVER });
    }
  });
  const submit = (asnNo: string, driver: DriverDetails) => attempt(async () => {
    go({ step: 'done', ticket: await sendOrQueue<CheckInView>('IKioskService', 'checkIn', { warehouseNo, asnNo, ...driver }) });
  }, true);

  return (
    <>
      {error && <div className="kiosk-error" role="alert" data-testid="kiosk-error">{error}</div>}
      {state.step === 'start' && <StartStep busy={busy} onFind={(code) => void find(code)} />}
      {state.step === 'confirm' && <ConfirmStep asn={state.asn} onYes={() => go({ step: 'driver', asnNo: state.asn.asnNo, driver: state.asn.driver })} onNo={onFinish} />}
      {state.step === 'driver' && <DriverStep busy={busy} initial={state.driver} onBack={onFinish} onSubmit={(driver) => void submit(state.asnNo, driver)} />}
      {state.step === 'done' && <DoneStep ticket={state.ticket} onFinish={onFinish} />}
    </>
  );
}
