import { describe, expect, it } from 'vitest';
import { judgeArrival } from './arrival-policy.ts';

const SLOT = Date.UTC(2026, 10, 25, 10);
const at = (minutes: number) => SLOT + minutes * 60_000;

describe('judgeArrival', () => {
  it('should accept a truck on time from half an hour before its slot to the slot end, at its door', () => {
    expect(judgeArrival(at(-30), SLOT, true)).toEqual({ accepted: true, arrival: 'onTime', keepsDoor: true });
    expect(judgeArrival(at(60), SLOT, true)).toEqual({ accepted: true, arrival: 'onTime', keepsDoor: true });
  });

  it('should accept an early truck up to two hours before, keeping its door', () => {
    expect(judgeArrival(at(-31), SLOT, false)).toEqual({ accepted: true, arrival: 'early', keepsDoor: true });
    expect(judgeArrival(at(-150), SLOT, false)).toEqual({ accepted: true, arrival: 'early', keepsDoor: true });
    expect(judgeArrival(at(-151), SLOT, false)).toEqual({ accepted: false, refusal: 'YARD_TOO_EARLY' });
  });

  it('should accept a late truck up to two hours after the slot end at another door, then send it to the office', () => {
    expect(judgeArrival(at(61), SLOT, false)).toEqual({ accepted: true, arrival: 'late', keepsDoor: false });
    expect(judgeArrival(at(180), SLOT, false)).toEqual({ accepted: true, arrival: 'late', keepsDoor: false });
    expect(judgeArrival(at(181), SLOT, false)).toEqual({ accepted: false, refusal: 'YARD_TOO_LATE' });
  });

  it('should send a truck without appointment to the office only when its delivery mode requires one', () => {
    expect(judgeArrival(at(0), null, false)).toEqual({ accepted: true, arrival: 'noAppointment', keepsDoor: false });
    expect(judgeArrival(at(0), null, true)).toEqual({ accepted: false, refusal: 'YARD_APPOINTMENT_REQUIRED' });
  });
});
