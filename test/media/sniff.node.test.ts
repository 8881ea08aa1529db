import { gifFrames, jpegOrientation, sniff, sniffType } from '../../src/media/sniff.js';
import { apngHead, exifSegment, gifBytes, heicHead, webpHead, withOrientation } from '../../stories/support/mediaBytes.js';

// A JPEG's markers without image data: SOI, a JFIF APP0, then the scan.
const bareJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...'JFIF\0'.split('').map((c) => c.charCodeAt(0)), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);

describe('sniffing media bytes', () => {
  it('counts the frames of a GIF, two making it animated', () => {
    expect(sniff(gifBytes(2))).toEqual({ type: 'image/gif', animated: true, frames: 2 });
    expect(sniff(gifBytes(1))).toEqual({ type: 'image/gif', animated: false, frames: 1 });
    expect(gifFrames(gifBytes(3))).toEqual({ frames: 3, complete: true });
  });

  it('says a GIF cut short is incomplete, with the frames read before the cut', () => {
    const whole = gifBytes(2);
    expect(gifFrames(whole.subarray(0, whole.length - 10))).toEqual({ frames: 2, complete: false });
    expect(gifFrames(whole.subarray(0, 8)).complete).toBe(false);
  });

  it("reads a JPEG's EXIF orientation, and none from a JPEG without EXIF", () => {
    for (const orientation of [1, 3, 6, 8]) expect(jpegOrientation(withOrientation(bareJpeg, orientation))).toBe(orientation);
    expect(jpegOrientation(bareJpeg)).toBeUndefined();
    expect(sniff(withOrientation(bareJpeg, 6))).toEqual({ type: 'image/jpeg', animated: false, orientation: 6 });
  });

  it('gives no orientation for a tag out of range or an EXIF block cut short', () => {
    expect(jpegOrientation(withOrientation(bareJpeg, 9))).toBeUndefined();
    const cut = withOrientation(bareJpeg, 6).subarray(0, 2 + 4 + exifSegment(6).length - 8);
    expect(jpegOrientation(cut)).toBeUndefined();
  });

  it('tells an animated PNG and WebP from still ones', () => {
    expect(sniff(apngHead(5))).toEqual({ type: 'image/png', animated: true, frames: 5 });
    expect(sniff(webpHead(true))).toEqual({ type: 'image/webp', animated: true });
    expect(sniff(webpHead(false))).toEqual({ type: 'image/webp', animated: false });
  });

  it('names formats by their magic numbers, HEIC apart from MP4', () => {
    expect(sniffType(heicHead())).toBe('image/heic');
    expect(sniffType(new Uint8Array([0, 0, 0, 24, ...'ftypisom'.split('').map((c) => c.charCodeAt(0))]))).toBe('video/mp4');
    expect(sniffType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    expect(sniffType(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(sniff(new Uint8Array())).toEqual({ type: undefined });
  });
});
