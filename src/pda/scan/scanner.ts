/**
 * The handheld's scanner (issue 28 "Scanning"): one place where every scan arrives, whatever made
 * it, and the keyboard-wedge focus trap.
 *
 * A rugged handheld's scanner types the code like a keyboard, fast (a burst of keys within a few
 * ms), ending with an Enter or a Tab suffix (README "Handheld"). The draft of the scan field is held
 * here, not in a DOM input, and a keydown listener on the document (capture phase) feeds it:
 * - a printable key goes to the draft unless another text field (a quantity, a reason) has the
 *   focus, so keys typed while a button or nothing is focused, or while a screen re-renders,
 *   are never lost;
 * - Enter or Tab ends the scan: the draft is emitted on `scans$` and cleared (Tab does not move
 *   the focus); Backspace deletes the draft's last character;
 * - the scan field (ScanField.tsx, `data-scan-field`) shows the draft and can be typed on like any
 *   field, with an OK button for a soft keyboard.
 * The camera (CameraScan.tsx) emits through `emit` too. A scan made while no step listens (the
 * flow's module still loading after a tap) is held and given to the next listener.
 *
 * Each scan carries its text and, when it reads as GS1 (src/shared/gs1-scan.ts: SSCC, GTIN, lot,
 * expiry, count), the parsed fields; a GS1 key with a wrong check digit carries `gs1Error`. The
 * flow decides whether a scan is right for its step and answers with `good()` or `bad()` (a beep
 * and a vibration, feedback.ts).
 */
import { BehaviorSubject, concat, defer, from, Subject, type Observable } from 'rxjs';
import { readGs1Scan, type Gs1Scan } from '../../shared/gs1-scan.ts';
import { Gs1Error } from '../../shared/gs1.ts';
import { feedback } from './feedback.ts';

export type ScanSource = 'keys' | 'camera';

export type Scan = {
  /** What was scanned or typed, trimmed, without the suffix. */
  text: string;
  source: ScanSource;
  /** The GS1 fields when the text reads as GS1. */
  gs1?: Gs1Scan;
  /** The AI whose check digit is wrong, when the text is GS1 with a bad key. */
  gs1Error?: { ai: string };
};

export type Scanner = {
  scans$: Observable<Scan>;
  draft$: BehaviorSubject<string>;
  /** Emits a scan (the camera, the OK button). */
  emit(text: string, source: ScanSource): void;
  good(): void;
  bad(): void;
  /** Starts the document listener; answers its removal. */
  attach(doc: Document): () => void;
};

const SUFFIXES = new Set(['Enter', 'Tab']);

/** Reads a scan's text: GS1 when it parses, else plain text. */
export function readScan(text: string, source: ScanSource): Scan {
  try {
    return { text, source, gs1: readGs1Scan(text) };
  } catch (error) {
    if (error instanceof Gs1Error && error.problem === 'checkDigit') return { text, source, gs1Error: { ai: error.ai ?? '' } };
    return { text, source };
  }
}

/** Whether keys at `target` belong to a text field other than the scan field. */
function otherTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.dataset.scanField !== undefined) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    || (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(target.type));
}

export function createScanner(): Scanner {
  const live$ = new Subject<Scan>();
  // Scans made while no step listens (a flow's module still loading) wait for the next listener.
  const held: Scan[] = [];
  const scans$ = defer(() => concat(from(held.splice(0)), live$));
  const draft$ = new BehaviorSubject('');
  const emit = (text: string, source: ScanSource) => {
    const value = text.trim();
    if (!value) return;
    if (live$.observed) live$.next(readScan(value, source));
    else held.push(readScan(value, source));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || otherTextField(event.target)) return;
    if (SUFFIXES.has(event.key)) {
      if (!draft$.value) return;
      event.preventDefault();
      const text = draft$.value;
      draft$.next('');
      emit(text, 'keys');
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      draft$.next(draft$.value.slice(0, -1));
    } else if (event.key.length === 1) {
      event.preventDefault();
      draft$.next(draft$.value + event.key);
    }
  };
  return {
    scans$,
    draft$,
    emit,
    good: () => feedback('good'),
    bad: () => feedback('bad'),
    attach: (doc) => {
      doc.addEventListener('keydown', onKey, true);
      return () => doc.removeEventListener('keydown', onKey, true);
    },
  };
}
