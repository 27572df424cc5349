/**
 * The outbound wave (Outbound wave-number, task-wave, cancel-task, posting-wave; docs/decisions/
 * "Outbound"): allocated notices grouped by a wave template (Base.Strategy wave-template) to be
 * picked as one batch and shipped in one go.
 *
 * 10 open -ship (posting-wave)-> 30 shipped; open -cancel (wave-number)-> 90 cancelled (the notices
 * stay allocated and may join another wave); open -cancelTask (cancel-task)-> 90 cancelled with
 * the allocation of every notice cancelled (refused once anything of the wave is picked).
 * A wave is built open; no other transition exists.
 */
import type { ErrorName } from '../errors.ts';

export const WAVE_STATUS = { open: '10', shipped: '30', cancelled: '90' } as const;
export type WaveStatus = (typeof WAVE_STATUS)[keyof typeof WAVE_STATUS];
export const WAVE_STATUS_CODES: readonly WaveStatus[] = Object.values(WAVE_STATUS);

/** One transition: the statuses it acts from, the status it leads to and the refusal otherwise. */
export type WaveTransition = { from: readonly WaveStatus[]; to: WaveStatus; refusal: ErrorName };

export const WAVE_ACTIONS = {
  ship: { from: [WAVE_STATUS.open], to: WAVE_STATUS.shipped, refusal: 'WAVE_NOT_OPEN' },
  cancel: { from: [WAVE_STATUS.open], to: WAVE_STATUS.cancelled, refusal: 'WAVE_NOT_OPEN' },
  cancelTask: { from: [WAVE_STATUS.open], to: WAVE_STATUS.cancelled, refusal: 'WAVE_NOT_OPEN' },
} as const satisfies Record<string, WaveTransition>;
export type WaveAction = keyof typeof WAVE_ACTIONS;

/** The status a wave in `status` reaches by `action`, or undefined when the action is refused there. */
export function waveTarget(action: WaveAction, status: string): WaveStatus | undefined {
  const transition: WaveTransition = WAVE_ACTIONS[action];
  return transition.from.includes(status as WaveStatus) ? transition.to : undefined;
}
