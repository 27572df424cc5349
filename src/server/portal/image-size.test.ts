import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

describe('imageSize', () => {
  it('should read the size of a PNG from its header', () => {
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ width: 640, height: 480 });
  });

  it('should read the size of a GIF', () => {
    const gif = Buffer.from('GIF89a\x20\x00\x10\x00', 'latin1');
    expect(imageSize(gif)).toEqual({ width: 32, height: 16 });
  });

  it('should read the size of a JPEG from its frame header after other segments', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x01, 0x2c, 0x01, 0x01, 0x11, 0x00];
    expect(imageSize(Buffer.from([0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 300, height: 300 });
  });

  it('should answer undefined for bytes that are no known image or are cut short', () => {
    expect(imageSize(Buffer.from('not an image'))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeUndefined();
  });
});
