/**
 * The kiosk's idle guard (issue 15): after IDLE_MS without a touch or key while a driver is in the
 * middle of a check-in, a warning counts down WARN_SECONDS; any touch keeps the session, the end
 * of the count resets the kiosk (no driver data left on screen). A receiver signed in at the dock
 * gets RECEIVER_IDLE_MS (issue 24, decision 0761): unloading a pallet leaves the screen untouched
 * for minutes; the end of the count signs the receiver out.
 */
import { useEffect, useState } from 'react';

export const IDLE_MS = 60_000;
export const WARN_SECONDS = 15;
/** A signed-in receiver's idle time before the warning, in ms (5 min). */
export const RECEIVER_IDLE_MS = 300_000;

/** Answers the seconds left of the warning (null when not warning) after `idleMs` without input. `active` false disarms it. */
export function useIdle(active: boolean, onReset: () => void, idleMs = IDLE_MS): { secondsLeft: number | null; stay: () => void } {
  const [lastInput, setLastInput] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const touch = () => setLastInput(Date.now());
    window.addEventListener('pointerdown', touch);
    window.addEventListener('keydown', touch);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', touch);
      window.clearInterval(timer);
    };
  }, []);
  const idle = now - lastInput;
  const secondsLeft = active && idle >= idleMs ? Math.max(0, WARN_SECONDS - Math.floor((idle - idleMs) / 1000)) : null;
  useEffect(() => {
    if (secondsLeft === 0) {
      setLastInput(Date.now());
      onReset();
    }
  }, [secondsLeft, onReset]);
  return { secondsLeft, stay: () => setLastInput(Date.now()) };
}
