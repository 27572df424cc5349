/**
 * The handheld's building blocks, for 360x640 portrait (and 480x800): one step per screen, a title,
 * the step's content, its actions at the bottom as full-width buttons of at least 56 px (pda.css;
 * issue 28 asks >= 48 px), high contrast (white and yellow on black).
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** One step: a title, optional back action, the content and the actions row at the bottom. */
export function Screen({ title, onBack, backLabel, children, actions, testId }: { title: string; onBack?: () => void; backLabel?: string; children?: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <section className="pda-screen" data-testid={testId}>
      <div className="pda-screen-head">
        {onBack && <button type="button" className="pda-back" onClick={onBack} aria-label={backLabel}>‹</button>}
        <h1>{title}</h1>
      </div>
      <div className="pda-screen-body">{children}</div>
      {actions && <div className="pda-actions">{actions}</div>}
    </section>
  );
}

/** A message: `bad` for a refusal or wrong scan (red), `good` for a success (green), `info` (yellow); scrolled into view when it appears or changes. */
export function Notice({ kind, children }: { kind: 'good' | 'bad' | 'info'; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text = typeof children === 'string' ? children : '';
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [kind, text]);
  return <p ref={ref} className={`pda-notice pda-${kind}`} role={kind === 'bad' ? 'alert' : 'status'}>{children}</p>;
}

/** Label-value pairs (what to do: cell, item, lot, quantity) in large type. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <dl className="pda-facts">
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A full-width button; `primary` is the step's main action. */
export function Button({ children, onClick, primary, disabled, testId }: { children: ReactNode; onClick: () => void; primary?: boolean; disabled?: boolean; testId?: string }) {
  return (
    <button type="button" className={`pda-button${primary ? ' pda-primary' : ''}`} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </button>
  );
}

/** A quantity typed on the soft keyboard's number pad (decimal string in the item's unit); Enter runs `onEnter`. */
export function QtyField({ label, value, onChange, onEnter, testId }: { label: string; value: string; onChange: (value: string) => void; onEnter: () => void; testId: string }) {
  return (
    <label className="pda-field">
      <span>{label}</span>
      <input className="pda-input" inputMode="decimal" autoComplete="off" data-testid={testId} value={value} onChange={(e) => onChange(e.target.value.trim())} onKeyDown={(e) => e.key === 'Enter' && onEnter()} />
    </label>
  );
}

/** Whether `text` is a quantity above 0 and at most `max` (decimal strings). */
export function isQtyUpTo(text: string, max: string): boolean {
  return /^\d{1,14}(\.\d{1,6})?$/.test(text) && Number(text) > 0 && Number(text) <= Number(max);
}
