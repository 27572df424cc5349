/** The demo's damaged-pallet photo is a real baseline JPEG of 160x120 pixels, not a placeholder (record 0901). */
import { describe, expect, it } from 'vitest';
import { DAMAGED_PALLET_JPEG } from './damaged-pallet-photo.ts';

/** The width and height of a baseline JPEG's start-of-frame segment (SOF0, 0xFFC0). */
function frameSize(bytes: Buffer): [number, number] {
  const at = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
}

describe('the demo damaged-pallet photo', () => {
  it('should be a JPEG data URL of a 160x120 image, start and end markers included', () => {
    const [prefix, data] = DAMAGED_PALLET_JPEG.split(',');
    const bytes = Buffer.from(data, 'base64');
    expect(prefix).toBe('data:image/jpeg;base64');
    expect([bytes.subarray(0, 2).toString('hex'), bytes.subarray(-2).toString('hex')]).toEqual(['ffd8', 'ffd9']);
    expect(frameSize(bytes)).toEqual([160, 120]);
  });
});
