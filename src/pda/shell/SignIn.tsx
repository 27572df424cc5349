/**
 * Sign-in of a staff user on the handheld (issue 28 "Sign-in"): two ways, chosen by tab.
 * - User number: user number + password through the console's IBmLoginService/login; the token is
 *   kept on the device (pda-api.ts) until sign-out or expiry. A second factor or an expired password
 *   is console business: the handheld says so.
 * - Badge: scan the badge (a wedge scanner types the user number and Enter, which moves to the PIN),
 *   then the PIN: the dock's shared form (src/client/StaffSignIn.tsx) through
 *   IBmLoginService/pinLogin (record 0640); its token is kept as the password tab's is (record 0840).
 * Errors: the server's localized refusal (wrong number or PIN, too many attempts) is shown above the
 * form; an expired password signs out again and says to change it in the console.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffSignIn } from '../../client/StaffSignIn.tsx';
import { staffSignOut, type StaffSession } from '../../client/staff-sign-in.ts';
import { pdaCall, PdaRefusal, pdaToken } from '../pda-api.ts';
import { Button, Notice, Screen } from '../ui.tsx';

type Method = 'password' | 'badge';
const METHODS: Method[] = ['password', 'badge'];

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('pda');
  const [method, setMethod] = useState<Method>('password');
  return (
    <Screen title={t('signIn.title')} testId="sign-in">
      <div className="pda-tabs" role="tablist">
        {METHODS.map((m) => (
          <button key={m} type="button" role="tab" aria-selected={method === m} className={`pda-tab${method === m ? ' pda-tab-on' : ''}`} onClick={() => setMethod(m)}>
            {t(`signIn.${m}`)}
          </button>
        ))}
      </div>
      {method === 'password' ? <PasswordSignIn onSignedIn={onSignedIn} /> : <BadgeSignIn onSignedIn={onSignedIn} />}
    </Screen>
  );
}

function PasswordSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('pda');
  const [userNo, setUserNo] = useState('');
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await pdaCall<{ token: string; pwdExpired: number }>('IBmLoginService', 'login', { userNo, pwd });
      if (answer.pwdExpired) return setError(t('signIn.pwdExpired'));
      pdaToken.set(answer.token);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof PdaRefusal ? failure.message : t('error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="pda-form" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      {error && <Notice kind="bad">{error}</Notice>}
      <label className="pda-field">
        <span>{t('signIn.userNo')}</span>
        <input className="pda-input" data-testid="pda-user" autoComplete="username" autoCapitalize="off" value={userNo} onChange={(e) => setUserNo(e.target.value)} />
      </label>
      <label className="pda-field">
        <span>{t('signIn.pwd')}</span>
        <input className="pda-input" data-testid="pda-pwd" type="password" autoComplete="current-password" value={pwd} onChange={(e) => setPwd(e.target.value)} />
      </label>
      <button type="submit" className="pda-button pda-primary" disabled={busy || !userNo.trim() || !pwd}>{t('signIn.submit')}</button>
    </form>
  );
}

const BADGE_CLASSES = { section: 'pda-form', field: 'pda-field', input: 'pda-input', button: 'pda-button', primary: 'pda-primary', error: 'pda-notice pda-bad', hint: 'pda-hint' };

/** Badge + PIN (see the module docstring): the shared staff form in the handheld's texts and classes. */
function BadgeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation('pda');
  const [expired, setExpired] = useState(false);
  const signedIn = (session: StaffSession) => {
    setExpired(session.pwdExpired === 1);
    if (session.pwdExpired) return void staffSignOut(session, i18n.language);
    pdaToken.set(session.token);
    onSignedIn();
  };
  const texts = { title: t('signIn.badgeTitle'), hint: t('signIn.badgeHint'), userNo: t('signIn.userNo'), pin: t('signIn.pin'), submit: t('signIn.submit'), cancel: '', failed: t('error') };
  return (
    <>
      {expired && <Notice kind="bad">{t('signIn.pwdExpired')}</Notice>}
      <StaffSignIn texts={texts} language={i18n.language} classes={BADGE_CLASSES} onSignedIn={signedIn} />
    </>
  );
}

export function WarehouseChoice({ warehouses, onChoose }: { warehouses: { warehouseNo: string; warehouseName: string }[]; onChoose: (warehouseNo: string) => void }) {
  const { t } = useTranslation('pda');
  return (
    <Screen title={t('warehouse.title')} testId="warehouse-choice">
      {warehouses.length === 0 && <Notice kind="bad">{t('warehouse.none')}</Notice>}
      <div className="pda-list">
        {warehouses.map((w) => (
          <Button key={w.warehouseNo} onClick={() => onChoose(w.warehouseNo)}>{`${w.warehouseNo} · ${w.warehouseName}`}</Button>
        ))}
      </div>
    </Screen>
  );
}
