/**
 * The "Now calling" banner of the big screen (issue 24): each truck newly called to a door (a
 * queue entry turning `called` in the Docks report) is announced across the screen for
 * CALL_BANNER_MS, one call after the other, with a short two-tone chime through Web Audio when the
 * screen's `chime` option is on (a browser that refuses audio without a gesture stays silent).
 * Trucks already called when the screen opens are not announced again.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DockStatus } from '../shared/workbench.ts';

/** How long one call stays on the banner, in ms. */
export const CALL_BANNER_MS = 8000;

type Call = { queueNo: number; doorNo: string };
const keyOf = (call: Call) => `${call.queueNo}|${call.doorNo}`;

function playChime(): void {
  const audio = new AudioContext();
  [660, 880].forEach((frequency, index) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, audio.currentTime + index * 0.35);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.35 + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + index * 0.35);
    tone.stop(audio.currentTime + index * 0.35 + 0.3);
  });
  setTimeout(() => void audio.close(), 1000);
}

export function CallBanner({ docks, chime }: { docks: DockStatus | undefined; chime: boolean }) {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  const [pending, setPending] = useState<Call[]>([]);
  useEffect(() => {
    if (!docks) return;
    const called = docks.queue.filter((truck) => truck.state === 'called');
    if (seen.current === null) {
      seen.current = new Set(called.map(keyOf));
      return;
    }
    const fresh = called.filter((truck) => !seen.current!.has(keyOf(truck)));
    fresh.forEach((truck) => seen.current!.add(keyOf(truck)));
    if (fresh.length) setPending((list) => [...list, ...fresh.map(({ queueNo, doorNo }) => ({ queueNo, doorNo }))]);
  }, [docks]);
  const current = pending[0];
  useEffect(() => {
    if (!current) return;
    if (chime) playChime();
    const timer = setTimeout(() => setPending((list) => list.slice(1)), CALL_BANNER_MS);
    return () => clearTimeout(timer);
  }, [current, chime]);
  if (!current) return null;
  return (
    <div className="wms-screen-call-banner" role="status" aria-live="assertive" data-testid="call-banner">
      {t('screen.nowCalling', { queueNo: current.queueNo, door: current.doorNo })}
    </div>
  );
}
