import { mediaTypeOf } from '../client/fileTypes.js';

/** The type the service infers when the ticket request names none; it is what the URL gets signed for. */
export function contentTypeFor(filename: string): string {
  return (filename.lastIndexOf('.') !== -1 && mediaTypeOf(filename)) || 'application/octet-stream';
}
