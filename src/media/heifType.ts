/**
 * A HEIC or HEIF photo, by its MIME type: what no network takes as it is, and browsers but Safari
 * cannot decode. A module of its own: the upload core asks it up front, and an app bundler that
 * splits chunks would otherwise bring the whole type table with it.
 */
export const isHeifType = (type: string): boolean => type === 'image/heic' || type === 'image/heif';
