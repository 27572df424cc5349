/**
 * Step 4: the queue number and door (or, offline, that the check-in is kept), the ticket to print,
 * and Finish. A ticket that could not be fetched or printed says so, with a button to try again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInView } from '../shared/yard.ts';
import { kioskCall } from './kiosk-api.ts';

type PrintState = 'idle' | 'printing' | 'failed';

/**
 * Prints the ticket PDF through a hidden blob: frame (the kiosk's default printer is the ticket
 * printer; the server's Content-Security-Policy allows frame-src blob:, security-headers.ts).
 * Rejects when the ticket call fails or the frame cannot be printed (a refused frame shows an
 * error page of another origin, whose print() throws).
 */
async function printTicket(id: number): Promise<void> {
  const pdf = await kioskCall<{ content: string; contentType: string }>('IKioskService', 'ticket', { id });
  const blob = new Blob([Uint8Array.from(atob(pdf.content), (c) => c.charCodeAt(0))], { type: pdf.contentType });
  document.querySelector('.kiosk-print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.className = 'kiosk-print-frame';
  frame.dataset.testid = 'ticket-frame';
  const printed = new Promise<void>((resolve, reject) => {
    frame.onload = () => {
      try {
        frame.contentWindow!.print();
        resolve();
      } catch (error) {
        reject(error);
      }
    };
  });
  frame.src = URL.createObjectURL(blob);
  document.body.appendChild(frame);
  await printed;
}

export function DoneStep({ ticket, onFinish }: { ticket: CheckInView | null; onFinish: () => void }) {
  const { t } = useTranslation('kiosk');
  const [printState, setPrintState] = useState<PrintState>('idle');
  const print = (id: number) => {
    setPrintState('printing');
    printTicket(id).then(() => setPrintState('idle'), () => setPrintState('failed'));
  };
  return (
    <section className="kiosk-step kiosk-done">
      <h1>{t('done.title')}</h1>
      {ticket ? (
        <>
          <p>{t('done.queueNo')}</p>
          <p className="kiosk-queue-no" data-testid="queue-no">{ticket.queueNo}</p>
          <p className="kiosk-door" data-testid="door-no">{t('done.door')} {ticket.doorNo}</p>
          <p className="kiosk-note">{t('done.wait')}</p>
        </>
      ) : (
        <p className="kiosk-note" data-testid="queued-offline">{t('done.queued')}</p>
      )}
      {printState === 'printing' && <p className="kiosk-note" role="status">{t('done.printing')}</p>}
      {printState === 'failed' && <div className="kiosk-error" role="alert" data-testid="print-failed">{t('done.printFailed')}</div>}
      <div className="kiosk-actions">
        {ticket && (
          <button type="button" className="kiosk-button" disabled={printState === 'printing'} onClick={() => print(ticket.id)} data-testid="print-ticket">
            {t(printState === 'failed' ? 'done.retry' : 'done.print')}
          </button>
        )}
        <button type="button" className="kiosk-button kiosk-primary" onClick={onFinish}>{t('done.finish')}</button>
      </div>
    </section>
  );
}
