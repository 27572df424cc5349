import { describe, expect, it } from 'vitest';
import { GUIDE_DELAY_MS, isGuideOn, isGuideUser } from './first-run-guide.ts';

describe('first-run guide', () => {
  it('should be for the user admin alone', () => {
    expect([isGuideUser('admin'), isGuideUser('Admin'), isGuideUser('viewer'), isGuideUser(undefined)]).toEqual([true, false, false, false]);
  });

  it('should show only while INIT_CONFIG is Y', () => {
    expect([isGuideOn({ paramValue: 'Y' }), isGuideOn({ paramValue: 'N' }), isGuideOn({ paramValue: null }), isGuideOn(null)]).toEqual([true, false, false, false]);
  });

  it('should wait 2 s after load', () => {
    expect(GUIDE_DELAY_MS).toBe(2000);
  });
});
