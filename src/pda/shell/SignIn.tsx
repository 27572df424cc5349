/**
 * Sign-in of a staff user on the handheld (issue 28 "Sign-in"): two ways, chosen by tab.
 * - User number: user number + password through the console's IBmLoginService/login; the token is
 *   kept on the device (pda-api.ts) until sign-out or expiry. A second factor or an expired password
 *   is console business: the handheld says so.
 * - Badge: scan the badge, then a PIN (the gate-and-dock issue's badge sign-in call, built on branch
 *   q24). Its place is `BadgeSignIn` below: until that call exists it says so and points to the
 *   user-number tab. Wire it by calling the badge call with the scanned badge and PIN and handing
 *   the answered token to `signedIn`, as the password tab does.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      {method === 'password' ? <PasswordSignIn onSignedIn={onSignedIn} /> : <BadgeSignIn />}
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

/** The badge + PIN sign-in's place (see the module docstring). */
function BadgeSignIn() {
  const { t } = useTranslation('pda');
  return <Notice kind="info">{t('signIn.badgeComing')}</Notice>;
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
