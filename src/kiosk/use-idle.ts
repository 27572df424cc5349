/**
 * The kiosk's idle guard (issue 15): after IDLE_MS without a touch or key while a driver is in the
 * middle of a check-in, a warning counts down WARN_SECONDS; any touch keeps the session, the end
 * of the count resets the kiosk (no driver data left on screen).
 */
import { useEffect, useState } from 'react';

export const IDLE_MS = 60_000;
export const WARN_SECONDS = 15;

/** Answers the seconds left of the warning (null when not warning). `active` false disarms it. */
export function useIdle(active: boolean, onReset: () => void): { secondsLeft: number | null; stay: () => void } {
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
  const secondsLeft = active && idle >= IDLE_MS ? Math.max(0, WARN_SECONDS - Math.floor((idle - IDLE_MS) / 1000)) : null;
  useEffect(() => {
    if (secondsLeft === 0) {
      setLastInput(Date.now());
      onReset();
    }
  }, [secondsLeft, onReset]);
  return { secondsLeft, stay: () => setLastInput(Date.now()) };
}
