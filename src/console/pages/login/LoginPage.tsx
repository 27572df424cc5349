/**
 * /login (spec console §2, §5): signs in with a trimmed user number and returns to ?redirect= (the
 * big screen's address by loading its own entry). A user with a second factor is asked for the
 * code of their authenticator app after the password (TOTP_CODE_REQUIRED,
 * src/server/system/totp.ts) and sends both again. Plain React and CSS, no antd (issue 29: the
 * first load of a signed-out user stays small): the fields say what is missing under themselves,
 * a refused sign-in is announced above the button (role=alert), the language is a native select.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { takeLoginNotice } from '../../shell/login-notice.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { APP_VERSION } from '../../app-info.ts';
import { applyLanguage } from '../../../client/i18n.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { SCREEN_ROUTE } from '../../../shared/screen-path.ts';
import { call, LOGIN_TIMEOUT_MS, RequestError } from '../../../client/request.ts';
import { useSession } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { useUi } from '../../store/ui-store.ts';
import './login.css';

type Field = 'userNo' | 'pwd' | 'totpCode';
const TOTP = /^\s*\d{6}\s*$/;

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/';
}

/** Loads another entry's page (the big screen, screen.html): the console's router has no route for it. */
function LeaveFor({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/** The house logo of the brand block (the favicon's drawing). */
function Logo() {
  return (
    <svg className="wms-login-logo" viewBox="0 0 32 32" width="44" height="44" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1677ff" />
      <path d="M7 12l9-5 9 5v11H7z" fill="none" stroke="white" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M12 23v-6h8v6" fill="none" stroke="white" strokeWidth="2.5" />
    </svg>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  const { language, setLanguage } = useUi();
  const [values, setValues] = useState<Record<Field, string>>({ userNo: '', pwd: '', totpCode: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  // Sent here by the navigation guard, the reason it left (a session revoked or expired meanwhile).
  const [refused, setRefused] = useState<string | null>(takeLoginNotice);
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);

  // With a token the login page is left: for the redirect target after sign-in, else for /.
  if (token) {
    const target = safeRedirect(params.get('redirect'));
    return SCREEN_ROUTE.test(target) ? <LeaveFor to={target} /> : <Navigate to={target} replace />;
  }

  const check = (): Partial<Record<Field, string>> => ({
    ...(!values.userNo.trim() && { userNo: t('login.userNoRequired') }),
    ...(!values.pwd && { pwd: t('login.pwdRequired') }),
    ...(askCode && !TOTP.test(values.totpCode) && { totpCode: t('validation.totpCode') }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = check();
    setMissing(problems);
    if (Object.keys(problems).length > 0 || busy) return;
    setBusy(true);
    setRefused(null);
    try {
      const answer = await call<{ token: string }>('IBmLoginService', 'login', { userNo: values.userNo.trim(), pwd: values.pwd, ...(askCode && { totpCode: values.totpCode.trim() }) }, { timeout: LOGIN_TIMEOUT_MS, quiet: true });
      useTabs.getState().clear();
      useSession.getState().setToken(answer.token);
    } catch (error) {
      // A second factor's turn shows its code field; any other refusal is said above the button.
      if (error instanceof RequestError && error.code === ERROR_CODES.TOTP_CODE_REQUIRED) setAskCode(true);
      setRefused(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const changeLanguage = async (next: Language) => {
    await applyLanguage(next);
    setLanguage(next);
    setMissing({});
  };

  const field = (name: Field, label: string, input: Record<string, unknown>) => (
    <div className="wms-login-field">
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} value={values[name]} aria-invalid={missing[name] ? true : undefined} aria-describedby={missing[name] ? `${name}-help` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} {...input} />
      {missing[name] && <div id={`${name}-help`} className="wms-login-field-error">{missing[name]}</div>}
    </div>
  );

  return (
    <div className="wms-login">
      <select className="wms-login-language" aria-label={t('shell.language')} value={language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
        {LANGUAGES.map((lng) => <option key={lng} value={lng}>{LANGUAGE_NAMES[lng]}</option>)}
      </select>
      <main className="wms-login-card">
        <div className="wms-login-brand">
          <Logo />
          <h2>{t('app.title')}</h2>
          <span>{t('app.fullTitle')}</span>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {field('userNo', t('login.userNo'), { autoComplete: 'username', autoFocus: true })}
          {field('pwd', t('login.pwd'), { type: 'password', autoComplete: 'current-password' })}
          {askCode && field('totpCode', t('syssec.totpCode'), { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8, autoFocus: true, 'data-testid': 'login-totp' })}
          {refused && <div className="wms-login-refused" role="alert">{refused}</div>}
          <button type="submit" className="wms-login-submit" disabled={busy} aria-busy={busy}>{t('login.submit')}</button>
        </form>
        <span className="wms-login-version">{t('app.version', { version: APP_VERSION })}</span>
      </main>
    </div>
  );
}
