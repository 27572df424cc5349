/** Step 4: the queue number and door (or, offline, that the check-in is kept), the ticket to print, and Finish. */
import { useTranslation } from 'react-i18next';
import type { CheckInView } from '../shared/yard.ts';
import { kioskCall } from './kiosk-api.ts';

/** Prints the ticket PDF through a hidden frame (the kiosk's default printer is the ticket printer). */
async function printTicket(id: number): Promise<void> {
  const pdf = await kioskCall<{ content: string; contentType: string }>('IKioskService', 'ticket', { id });
  const blob = new Blob([Uint8Array.from(atob(pdf.content), (c) => c.charCodeAt(0))], { type: pdf.contentType });
  const frame = document.createElement('iframe');
  frame.className = 'kiosk-print-frame';
  frame.src = URL.createObjectURL(blob);
  frame.onload = () => frame.contentWindow?.print();
  document.body.appendChild(frame);
}

export function DoneStep({ ticket, onFinish }: { ticket: CheckInView | null; onFinish: () => void }) {
  const { t } = useTranslation('kiosk');
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
      <div className="kiosk-actions">
        {ticket && <button type="button" className="kiosk-button" onClick={() => void printTicket(ticket.id)}>{t('done.print')}</button>}
        <button type="button" className="kiosk-button kiosk-primary" onClick={onFinish}>{t('done.finish')}</button>
      </div>
    </section>
  );
}
