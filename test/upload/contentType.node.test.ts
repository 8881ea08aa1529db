import { uploadContentType } from '../../src/upload/contentType.js';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('uploadContentType', () => {
  it("keeps the browser's type when it has one", () => {
    expect(uploadContentType(file('photo.jpg', 'image/jpeg'))).toBe('image/jpeg');
    // The browser's word wins over the extension: the ticket and the PUT agree either way.
    expect(uploadContentType(file('photo.png', 'image/jpeg'))).toBe('image/jpeg');
  });

  it('infers from the extension, whatever its case, when the browser gives no type', () => {
    expect(uploadContentType(file('IMG_0001.HEIC'))).toBe('image/heic');
    expect(uploadContentType(file('clip.mov'))).toBe('video/quicktime');
    expect(uploadContentType(file('scan.webp'))).toBe('image/webp');
  });

  it('falls back to application/octet-stream for no extension or an unknown one', () => {
    expect(uploadContentType(file('README'))).toBe('application/octet-stream');
    expect(uploadContentType(file('data.zz9unknown'))).toBe('application/octet-stream');
    expect(uploadContentType(file('photo.'))).toBe('application/octet-stream');
  });

  it('does not read a bare name or a dotfile as an extension', () => {
    expect(uploadContentType(file('png'))).toBe('application/octet-stream');
    expect(uploadContentType(file('.png'))).toBe('application/octet-stream');
    expect(uploadContentType(file('archive.tar.GZ'))).toBe('application/gzip');
  });

  it('handles names in non-Latin scripts and with emoji', () => {
    expect(uploadContentType(file('写真 🌸.JPG'))).toBe('image/jpeg');
    expect(uploadContentType(file('видео.mp4'))).toBe('video/mp4');
  });
});
