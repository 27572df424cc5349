/**
 * Receiving at the dock (issues 15, 24): a receiver signs in first (src/client/StaffSignIn.tsx:
 * badge or user number, and PIN; the kiosk's own session cannot receive, decision 0640) and every
 * receiving call goes as that receiver, whose name the header and each confirmation show; Sign out
 * or the session expiring forgets the receiver; leaving for check-in, or RECEIVER_IDLE_MS without a
 * touch and the warning's count-down (use-idle.ts, decision 0761), also ends the receiver's session
 * on the server and returns to the kiosk's start. Then: the truck at the door (tapped in the list
 * of trucks at the doors, DockTrucks.tsx, live from `yardChanges$`, or its ASN number or plate
 * typed) -> scan a pallet's SSCC (as printed "(00) …" or scanned) -> its expected lines ->
 * confirm, or count a discrepancy with a photo -> next pallet -> Finish receiving, which first
 * shows what will be posted per line (declared, counted, short/over/damaged: FinishSummary.tsx)
 * -> Confirm and post posts what was counted -> Next truck: the same receiver stays signed in for
 * the next truck (decision 1025; Sign out, Back to check-in and the idle guard end it). A pallet
 * recorded with a photo is sent at once, never queued: while it is sent Record says so, and a
 * failure says the photo was not sent, with Try again sending the same request (its request id,
 * so it records once; walk 13-24 #3). Each step has Back and the on-screen keypad; a
 * recorded pallet is corrected before Finish (Correct, a confirmation, undoPallet, and the pallet
 * opens again: RecordedPallets.tsx). Pallet records go
 * through the offline queue with their request id; refusals (unknown pallet, pallet of another
 * ASN) show the server's message. The truck being received is remembered across a reload
 * (dock-memory.ts): the receiver signs in again and lands back on it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import { staffSignOut, type StaffSession } from '../client/staff-sign-in.ts';
import { StaffSignIn } from '../client/StaffSignIn.tsx';
import type { PalletAtDock, ReceivingState } from '../shared/yard.ts';
import { dockMemory } from './dock-memory.ts';
import { FinishSummary } from './FinishSummary.tsx';
import { DockTrucks } from './DockTrucks.tsx';
import { IdleWarning } from './IdleWarning.tsx';
import { Keypad } from './Keypad.tsx';
import { kioskCall, KioskRefusal, NetworkDown, SESSION_EXPIRED } from './kiosk-api.ts';
import { sendOrQueue } from './offline-queue.ts';
import { PalletStep, type PalletResult } from './PalletStep.tsx';
import { RecordedPallets } from './RecordedPallets.tsx';
import { RECEIVER_IDLE_MS, useIdle } from './use-idle.ts';

type Step = { step: 'truck' } | { step: 'pallets'; truck: ReceivingState } | { step: 'pallet'; truck: ReceivingState; pallet: PalletAtDock }
  | { step: 'summary'; truck: ReceivingState } | { step: 'done'; truck: ReceivingState };

const SIGN_IN_CLASSES = { section: 'kiosk-step', field: 'kiosk-field', input: 'kiosk-input', activeInput: 'kiosk-input-active', actions: 'kiosk-actions', button: 'kiosk-button', primary: 'kiosk-primary', error: 'kiosk-error', hint: 'kiosk-hint' };

export function ReceivingFlow({ warehouseNo, yardChanges$, onLeave }: { warehouseNo: string; yardChanges$?: Observable<unknown>; onLeave: () => void }) {
  const { t, i18n } = useTranslation('kiosk');
  const [receiver, setReceiver] = useState<StaffSession | null>(null);
  const [state, setStep] = useState<Step>({ step: 'truck' });
  const setState = useCallback((next: Step) => {
    dockMemory.set({ asnNo: next.step === 'truck' || next.step === 'done' ? null : next.truck.checkIn.asnNo });
    setStep(next);
  }, []);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  /**
   * Runs one call; a refusal shows the server's message, a network failure says so with Try again (the same call); the banner goes at the next call.
   * `failedText` (a text key) names what failed for any failure but a refusal, with Try again.
   */
  const attempt = async (work: () => Promise<void>, failedText?: string) => {
    setBusy(true);
    setError(null);
    setRetry(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof KioskRefusal && failure.code === SESSION_EXPIRED) setReceiver(null);
      const refused = failure instanceof KioskRefusal;
      if (failure instanceof NetworkDown || (failedText && !refused)) setRetry(() => () => void attempt(work, failedText));
      setError(refused ? failure.message : t(failedText ?? (failure instanceof NetworkDown ? 'receiving.noNetwork' : 'error')));
    } finally {
      setBusy(false);
    }
  };
  /**
   * A scanned or typed code leaves the field as it is sent (what the scanner types after it stays), so a
   * refusal never mixes with the next scanner read; a failure keeps its message and gives the field the focus.
   */
  const sentFromField = (sent: string, work: () => Promise<void>) => async () => {
    setCode((current) => (current.trim().startsWith(sent) ? current.trim().slice(sent.length) : current));
    try {
      await work();
    } catch (failure) {
      codeField.current?.focus();
      throw failure;
    }
  };
  const signOut = useCallback(() => {
    if (receiver) void staffSignOut(receiver, i18n.language);
    setReceiver(null);
    setState({ step: 'truck' });
  }, [receiver, i18n.language]);
  const leave = useCallback(() => {
    signOut();
    dockMemory.clear();
    onLeave();
  }, [signOut, onLeave]);
  const idle = useIdle(receiver !== null, leave, RECEIVER_IDLE_MS);
  const token = receiver?.token;
  const findTruck = (truckCode = code.trim()) => attempt(sentFromField(truckCode, async () => {
    setState({ step: 'pallets', truck: await kioskCall<ReceivingState>('IKioskService', 'findTruck', { warehouseNo, code: truckCode }, { token }) });
    setCode('');
  }));
  const remembered = receiver ? dockMemory.get()?.asnNo : null;
  useEffect(() => {
    if (remembered) void findTruck(remembered);
    // Once per sign-in: the truck the dock was receiving before a reload.
  }, [receiver]);
  const openPallet = (truck: ReceivingState, sscc = code.trim()) => attempt(sentFromField(sscc, async () => {
    setState({ step: 'pallet', truck, pallet: await kioskCall<PalletAtDock>('IKioskService', 'scanPallet', { checkInId: truck.checkIn.id, sscc }, { token }) });
    setCode('');
  }));
  const correct = (truck: ReceivingState, sscc: string) => attempt(async () => {
    const undone = await kioskCall<ReceivingState>('IKioskService', 'undoPallet', { checkInId: truck.checkIn.id, sscc }, { token, requestId: crypto.randomUUID() });
    setState({ step: 'pallet', truck: undone, pallet: await kioskCall<PalletAtDock>('IKioskService', 'scanPallet', { checkInId: truck.checkIn.id, sscc }, { token }) });
  });
  const record = (truck: ReceivingState, pallet: PalletAtDock, result: PalletResult) => {
    const body = { checkInId: truck.checkIn.id, sscc: pallet.sscc, ...result };
    if (!result.photo) {
      return attempt(async () => {
        const answer = await sendOrQueue<ReceivingState>('IKioskService', 'confirmPallet', body, token);
        setState({ step: 'pallets', truck: answer ?? { ...truck, scanned: truck.scanned + 1 } });
      });
    }
    const requestId = crypto.randomUUID();
    return attempt(async () => {
      setState({ step: 'pallets', truck: await kioskCall<ReceivingState>('IKioskService', 'confirmPallet', body, { token, requestId }) });
    }, 'receiving.photoFailed');
  };
  const finish = (truck: ReceivingState) => attempt(async () => {
    setState({ step: 'done', truck: await kioskCall<ReceivingState>('IKioskService', 'finishReceiving', { checkInId: truck.checkIn.id }, { token }) });
  });

  const codeInput = (testId: string, onEnter: () => void) => (
    <>
      <input ref={codeField} className="kiosk-input" data-testid={testId} value={code} autoFocus onChange={(e) => setCode(e.target.value.toUpperCase())} onKeyDown={(e) => e.key === 'Enter' && code.trim() && onEnter()} />
      <Keypad value={code} onChange={setCode} onClear={() => setError(null)} />
    </>
  );
  const progress = (truck: ReceivingState) => (
    <p className="kiosk-note" data-testid="receiving-progress">
      {truck.checkIn.queueNo} · {truck.checkIn.asnNo} · {t('receiving.progress', { scanned: truck.scanned, expected: truck.expectedPallets, discrepancies: truck.discrepancies })}
    </p>
  );
  if (!receiver) {
    return (
      <StaffSignIn
        texts={t('staff', { returnObjects: true }) as Record<'title' | 'hint' | 'userNo' | 'pin' | 'submit' | 'cancel' | 'failed', string>}
        language={i18n.language}
        classes={SIGN_IN_CLASSES}
        keypad={(value, onChange) => <Keypad value={value} onChange={onChange} />}
        onSignedIn={(session) => {
          setError(null);
          setReceiver(session);
        }}
        onCancel={onLeave}
      />
    );
  }
  return (
    <>
      <IdleWarning secondsLeft={idle.secondsLeft} text="idle.signOut" onStay={idle.stay} />
      <div className="kiosk-receiver" data-testid="receiver">
        <span>{t('staff.signedIn', { name: receiver.userName, userNo: receiver.userNo })}</span>
        <button type="button" className="kiosk-button" onClick={signOut}>{t('staff.signOut')}</button>
      </div>
      {error && <div className="kiosk-error" role="alert" data-testid="kiosk-error">{error}</div>}
      {error && retry && <button type="button" className="kiosk-button kiosk-primary kiosk-retry" disabled={busy} onClick={retry}>{t('done.retry')}</button>}
      {state.step === 'truck' && (
        <section className="kiosk-step">
          <h1>{t('receiving.title')}</h1>
          <p className="kiosk-hint">{t('receiving.truckHint')}</p>
          <DockTrucks warehouseNo={warehouseNo} token={receiver.token} busy={busy} changes$={yardChanges$} onChoose={(asnNo) => void findTruck(asnNo)} />
          {codeInput('truck-code', () => void findTruck())}
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" onClick={leave}>{t('receiving.checkIn')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || !code.trim()} onClick={() => void findTruck()}>{t('receiving.find')}</button>
          </div>
        </section>
      )}
      {state.step === 'pallets' && (
        <section className="kiosk-step">
          <h1>{t('receiving.title')}</h1>
          {progress(state.truck)}
          <p className="kiosk-hint">{t('receiving.palletHint')}</p>
          {codeInput('sscc', () => void openPallet(state.truck))}
          <RecordedPallets pallets={state.truck.pallets} busy={busy} onCorrect={(sscc) => void correct(state.truck, sscc)} />
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button" onClick={() => setState({ step: 'truck' })}>{t('back')}</button>
            <button type="button" className="kiosk-button" disabled={busy || !code.trim()} onClick={() => void openPallet(state.truck)}>{t('receiving.open')}</button>
            <button type="button" className="kiosk-button kiosk-primary" disabled={busy || state.truck.scanned === 0} onClick={() => setState({ step: 'summary', truck: state.truck })}>{t('receiving.finish')}</button>
          </div>
        </section>
      )}
      {state.step === 'pallet' && (
        <PalletStep pallet={state.pallet} busy={busy} onBack={() => setState({ step: 'pallets', truck: state.truck })} onRecord={(result) => void record(state.truck, state.pallet, result)}
          onClearError={() => setError(null)} />
      )}
      {state.step === 'summary' && (
        <FinishSummary truck={state.truck} busy={busy} onBack={() => setState({ step: 'pallets', truck: state.truck })} onConfirm={() => void finish(state.truck)} />
      )}
      {state.step === 'done' && (
        <section className="kiosk-step kiosk-done">
          <h1 data-testid="receiving-done">{t('receiving.done', { discrepancies: state.truck.discrepancies, name: state.truck.receiver.userName })}</h1>
          <p className="kiosk-hint">{t('receiving.stayHint')}</p>
          <div className="kiosk-actions">
            <button type="button" className="kiosk-button kiosk-primary" onClick={() => setState({ step: 'truck' })}>{t('receiving.nextTruck')}</button>
          </div>
        </section>
      )}
    </>
  );
}
