import { lazy } from '../client/lazy.js';

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** A name or an extension (any case) to its MIME type; mrmime's `lookup` is one. */
export type MimeLookup = (nameOrExtension: string) => string | undefined;

/**
 * The Content-Type an upload is signed for and sent with, decided once per file: the browser's
 * type, else the extension's in the MIME table (browsers leave HEIC, MKV and friends untyped),
 * else octet-stream. Ticket and PUT both use this value, so the signature matches.
 */
export function contentTypeWith(file: Pick<File, 'name' | 'type'>, lookup: MimeLookup | undefined): string {
  // mrmime reads what follows the last dot, and a bare name such as `png` as an extension: only
  // names with a dot past the first character are looked up (not `.env`).
  return file.type || (file.name.lastIndexOf('.') > 0 && lookup?.(file.name)) || FALLBACK_CONTENT_TYPE;
}

const loadTable = /* @__PURE__ */ lazy(() => import('mrmime'));

/**
 * mrmime, imported the first time a file comes without a type: browsers type nearly every media
 * file, so most pages never fetch the table, and bundlers give it a chunk of its own. A failed
 * load (offline, a chunk gone after a deploy) leaves the fallback, and the next file tries again.
 */
export function loadMimeLookup(): Promise<MimeLookup | undefined> {
  return loadTable().then(
    (mrmime) => mrmime.lookup,
    () => undefined,
  );
}
