import { acceptsFile, parseAccept } from '../../src/upload/accept.js';
import { uploadContentType } from '../../src/upload/contentType.js';

const accepts = (accept: string | string[], name: string, type = '') => {
  const file = new File(['x'], name, { type });
  return acceptsFile(file, uploadContentType(file), parseAccept(accept));
};

describe('accept matching', () => {
  it('reads an input-style string and a list alike', () => {
    expect(parseAccept(' image/*, .HEIC ,,video/mp4')).toEqual(['image/*', '.heic', 'video/mp4']);
    expect(parseAccept(['image/png'])).toEqual(['image/png']);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it('accepts everything when nothing is listed', () => {
    expect(accepts([], 'anything.bin')).toBe(true);
  });

  it('matches wildcards against the browser type and the inferred one', () => {
    expect(accepts('image/*', 'a.png', 'image/png')).toBe(true);
    expect(accepts('image/*', 'a.heic')).toBe(true);
    expect(accepts('image/*', 'a.mp4', 'video/mp4')).toBe(false);
    expect(accepts('*/*', 'a.bin')).toBe(true);
  });

  it('matches extensions case-insensitively', () => {
    expect(accepts('.heic', 'IMG_1.HEIC')).toBe(true);
    expect(accepts('.heic', 'IMG_1.heif')).toBe(false);
  });

  it('matches exact types, ignoring parameters and case', () => {
    expect(accepts('video/mp4', 'a.mp4', 'video/MP4')).toBe(true);
    expect(accepts('text/plain', 'a.txt', 'text/plain;charset=utf-8')).toBe(true);
    expect(accepts('video/mp4', 'a.webm', 'video/webm')).toBe(false);
  });

  it('does not let a file with no type and no extension pass a type filter', () => {
    expect(accepts('image/*', 'photo')).toBe(false);
  });
});
