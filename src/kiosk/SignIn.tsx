/** The kiosk's one-time set-up: an administrator signs it in as its kiosk user; the token stays until revoked. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kioskCall, KioskRefusal, kioskToken } from './kiosk-api.ts';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('kiosk');
  const [userNo, setUserNo] = useState('');
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      const { token } = await kioskCall<{ token: string }>('IBmLoginService', 'login', { userNo, pwd });
      kioskToken.set(token);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof KioskRefusal ? failure.message : t('error'));
    }
  };
  return (
    <section className="kiosk-step">
      <h1>{t('signIn.title')}</h1>
      {error && <div className="kiosk-error" role="alert">{error}</div>}
      <label className="kiosk-field"><span>{t('signIn.userNo')}</span><input className="kiosk-input" data-testid="kiosk-user" value={userNo} onChange={(e) => setUserNo(e.target.value)} /></label>
      <label className="kiosk-field"><span>{t('signIn.pwd')}</span><input className="kiosk-input" data-testid="kiosk-pwd" type="password" value={pwd} onChange={(e) => setPwd(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void submit()} /></label>
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button kiosk-primary" onClick={() => void submit()}>{t('signIn.submit')}</button>
      </div>
    </section>
  );
}
