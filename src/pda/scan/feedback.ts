/**
 * Sound and vibration after a scan (issue 28 "sound and vibration on a good and on a bad scan"):
 * a good scan is one short high beep (1,760 Hz, 80 ms) and a 40 ms vibration; a bad scan two low
 * beeps (220 Hz, 2 x 180 ms) and a 200-100-200 ms vibration, so the two differ by ear, by pitch and
 * by hand. Web Audio (no sound files to load); silent where the browser has no audio or vibration.
 * The last feedback is also written to `document.body.dataset.scanFeedback` ('good' | 'bad'), which
 * tests and the screen's colour flash read.
 */
export type FeedbackKind = 'good' | 'bad';

const TONES: Record<FeedbackKind, { hz: number; ms: number; count: number; vibrate: number[] }> = {
  good: { hz: 1_760, ms: 80, count: 1, vibrate: [40] },
  bad: { hz: 220, ms: 180, count: 2, vibrate: [200, 100, 200] },
};

let audio: AudioContext | undefined;

function beep(hz: number, ms: number, count: number): void {
  audio ??= typeof AudioContext === 'undefined' ? undefined : new AudioContext();
  if (!audio) return;
  for (let i = 0; i < count; i += 1) {
    const start = audio.currentTime + (i * 2 * ms) / 1000;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = hz;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
  }
}

export function feedback(kind: FeedbackKind): void {
  const tone = TONES[kind];
  beep(tone.hz, tone.ms, tone.count);
  navigator.vibrate?.(tone.vibrate);
  document.body.dataset.scanFeedback = kind;
  document.body.classList.remove('pda-flash-good', 'pda-flash-bad');
  void document.body.offsetWidth;
  document.body.classList.add(`pda-flash-${kind}`);
}
