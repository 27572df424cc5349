/** The kiosk's idle warning (use-idle.ts): the seconds left and a button to stay; `text` is the count-down line's dictionary key. */
import { useTranslation } from 'react-i18next';

export function IdleWarning({ secondsLeft, text, onStay }: { secondsLeft: number | null; text: 'idle.text' | 'idle.signOut'; onStay: () => void }) {
  const { t } = useTranslation('kiosk');
  if (secondsLeft === null) return null;
  return (
    <div className="kiosk-overlay" role="alertdialog" data-testid="idle-warning">
      <h2>{t('idle.title')}</h2>
      <p>{t(text, { seconds: secondsLeft })}</p>
      <button type="button" className="kiosk-button kiosk-primary" onClick={onStay}>{t('idle.stay')}</button>
    </div>
  );
}
