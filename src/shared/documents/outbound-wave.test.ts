import { describe, expect, it } from 'vitest';
import { WAVE_ACTIONS, WAVE_STATUS_CODES, waveTarget, type WaveAction } from './outbound-wave.ts';

describe('outbound wave transitions', () => {
  it('should ship, cancel or undo only open waves, each to its status', () => {
    const expected: Record<WaveAction, Record<string, string | undefined>> = {
      ship: { '10': '30', '30': undefined, '90': undefined },
      cancel: { '10': '90', '30': undefined, '90': undefined },
      cancelTask: { '10': '90', '30': undefined, '90': undefined },
    };
    expect(Object.keys(WAVE_ACTIONS).sort()).toEqual(Object.keys(expected).sort());
    for (const action of Object.keys(expected) as WaveAction[]) {
      for (const status of WAVE_STATUS_CODES) expect([action, status, waveTarget(action, status)]).toEqual([action, status, expected[action][status]]);
    }
  });

  it('should refuse every action outside open with WAVE_NOT_OPEN', () => {
    expect(Object.values(WAVE_ACTIONS).map((t) => t.refusal)).toEqual(['WAVE_NOT_OPEN', 'WAVE_NOT_OPEN', 'WAVE_NOT_OPEN']);
  });
});
