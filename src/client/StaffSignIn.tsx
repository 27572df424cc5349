/**
 * The staff sign-in form of the floor surfaces (issue 24, decision 0640), shared by the gate
 * kiosk's dock receiving and the handheld /pda: the user number (typed, or the badge scanned: a USB
 * or built-in scanner types the user number and Enter, which moves to the PIN) and the PIN (4-8
 * digits, masked, numeric input mode), then `onSignedIn(session)` (staff-sign-in.ts). Texts come
 * from the surface's own dictionary (`texts`), so each surface keeps its three languages; the
 * class names (`classes`) are the surface's own too. `keypad` renders the surface's on-screen
 * keypad for the field being edited (a kiosk has no keyboard); the PDA may leave it out.
 */
import { useRef, useState, type ReactNode } from 'react';
import { staffSignIn, StaffSignInRefused, type StaffSession } from './staff-sign-in.ts';

export type StaffSignInTexts = { title: string; hint: string; userNo: string; pin: string; submit: string; cancel: string; failed: string };
export type StaffSignInClasses = Partial<Record<'section' | 'field' | 'input' | 'activeInput' | 'actions' | 'button' | 'primary' | 'error' | 'hint', string>>;

type Field = 'userNo' | 'pin';

export function StaffSignIn({ texts, language, classes = {}, keypad, onSignedIn, onCancel }: {
  texts: StaffSignInTexts;
  language: string;
  classes?: StaffSignInClasses;
  keypad?: (value: string, onChange: (value: string) => void) => ReactNode;
  onSignedIn: (session: StaffSession) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ userNo: '', pin: '' });
  const [active, setActive] = useState<Field>('userNo');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pinInput = useRef<HTMLInputElement>(null);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: field === 'pin' ? value.replace(/\D/g, '') : value.toUpperCase() }));
  const ready = values.userNo.trim() !== '' && values.pin !== '' && !busy;
  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await staffSignIn(values.userNo, values.pin, language));
    } catch (failure) {
      setValues((v) => ({ ...v, pin: '' }));
      setError(failure instanceof StaffSignInRefused ? failure.message : texts.failed);
    } finally {
      setBusy(false);
    }
  };
  const input = (field: Field) => `${classes.input ?? ''}${active === field && classes.activeInput ? ` ${classes.activeInput}` : ''}`;
  return (
    <section className={classes.section} data-testid="staff-sign-in">
      <h1>{texts.title}</h1>
      <p className={classes.hint}>{texts.hint}</p>
      {error && <div className={classes.error} role="alert" data-testid="staff-sign-in-error">{error}</div>}
      <label className={classes.field}>
        <span>{texts.userNo}</span>
        <input className={input('userNo')} data-testid="staff-user" value={values.userNo} autoFocus autoComplete="off"
          onFocus={() => setActive('userNo')} onChange={(e) => set('userNo', e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter' && values.userNo.trim()) pinInput.current?.focus(); }} />
      </label>
      <label className={classes.field}>
        <span>{texts.pin}</span>
        <input ref={pinInput} className={input('pin')} data-testid="staff-pin" type="password" inputMode="numeric" autoComplete="off" value={values.pin}
          onFocus={() => setActive('pin')} onChange={(e) => set('pin', e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void submit()} />
      </label>
      {keypad?.(values[active], (value) => set(active, value))}
      <div className={classes.actions}>
        {onCancel && <button type="button" className={classes.button} onClick={onCancel}>{texts.cancel}</button>}
        <button type="button" className={`${classes.button ?? ''} ${classes.primary ?? ''}`} disabled={!ready} onClick={() => void submit()}>{texts.submit}</button>
      </div>
    </section>
  );
}
