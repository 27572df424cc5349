/**
 * What waits on the device (issue 28 "the screen says what is waiting; a conflict is shown, not
 * dropped"): the queued confirmations in order, each with its flow's label, and the conflicts
 * (refused when sent: the task was done or changed elsewhere) with the server's message and a
 * Seen button, the only way one leaves the device.
 */
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../client/use-observable.ts';
import type { OfflineQueue } from '../offline-queue.ts';
import { Button, Notice, Screen } from '../ui.tsx';

export function QueueScreen({ queue, onBack }: { queue: OfflineQueue; onBack: () => void }) {
  const { t } = useTranslation('pda');
  const entries = useObservable(queue.entries$, []);
  return (
    <Screen title={t('queue.title')} onBack={onBack} backLabel={t('common.home')} testId="pda-queue"
      actions={<Button primary onClick={() => void queue.flush()} disabled={!entries.some((e) => e.state === 'waiting')}>{t('queue.sendNow')}</Button>}>
      <Notice kind="info">{t('queue.offlineNote')}</Notice>
      {entries.length === 0 && <p data-testid="queue-empty">{t('queue.empty')}</p>}
      <ol className="pda-queue">
        {entries.map((entry) => (
          <li key={entry.requestId} className={`pda-queue-${entry.state}`} data-testid={`queue-${entry.state}`}>
            <strong>{entry.label}</strong>
            <span>{t(`queue.${entry.state}`)}</span>
            {entry.message && <span className="pda-queue-message">{entry.message}</span>}
            {entry.state === 'conflict' && entry.undo && <strong data-testid="queue-undo">{entry.undo}</strong>}
            {entry.state === 'conflict' && <Button onClick={() => void queue.dismiss(entry.requestId)}>{t('queue.dismiss')}</Button>}
          </li>
        ))}
      </ol>
    </Screen>
  );
}
