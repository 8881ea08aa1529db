import { parseAccept } from './accept.js';
import { checkFile, fileKey } from './checks.js';
import { contentTypeWith, loadMimeLookup } from './mime.js';
import type { UploadRules } from './options.js';
import type { UploadRejection } from './types.js';

/** A file let in, with its Content-Type (decided here, once) and its duplicate key. */
export interface Admitted {
  file: File;
  contentType: string;
  key: string | undefined;
}

/**
 * Which files get into the list, and why the others do not. Holds the keys of listed files (so
 * the same file dropped twice is one upload) and the places of files still in `validate`.
 */
export function createAdmission() {
  const keys = new Set<string | undefined>();
  let validating = 0;
  /** Places left under `maxFiles`: listed items and files still in `validate` hold one each. */
  const places = ({ maxFiles = Infinity }: UploadRules, listed: number) => maxFiles - listed - validating;

  return {
    /** Verdicts in the files' order; `listed` counts the items that hold a place under `maxFiles`. */
    async admit(files: File[], rules: UploadRules, listed: () => number): Promise<(Admitted | UploadRejection)[]> {
      // The MIME table is fetched only when a file came without a type (see mime.ts).
      const lookup = files.some((file) => !file.type) ? await loadMimeLookup() : undefined;
      const { validate, maxFiles = Infinity } = rules;
      const limits = { ...rules, accept: parseAccept(rules.accept) };
      // Counted after the await: another `add` may have listed files meanwhile.
      let room = places(rules, listed());

      return Promise.all(
        files.map(async (file): Promise<Admitted | UploadRejection> => {
          // Up to the first await this runs for every file at once: checked and held before
          // `validate`, so a second drop of the same files meanwhile is a duplicate.
          const contentType = contentTypeWith(file, lookup);
          const key = rules.allowDuplicates ? undefined : fileKey(file);
          const refusal =
            checkFile(file, contentType, limits) ??
            (keys.has(key) ? { code: 'duplicate' as const } : room < 1 ? { code: 'too-many-files' as const, limit: maxFiles } : undefined);
          if (refusal) return { file, ...refusal };
          room -= 1;
          validating += 1;
          if (key) keys.add(key);
          let message: unknown;
          try {
            message = await validate?.(file);
          } catch (error) {
            // A validator that throws refuses the file rather than letting it through unchecked.
            message = (error instanceof Error && error.message) || String(error);
          }
          validating -= 1;
          if (!message || typeof message !== 'string') return { file, contentType, key };
          keys.delete(key);
          return { file, code: 'validation', message };
        }),
      );
    },

    /** Whether one more file may run now, as a canceled one that is retried. */
    hasRoom: (rules: UploadRules, listed: number) => places(rules, listed) >= 1,

    /** A file listed without being admitted (one brought back from the device): the same file is a duplicate. */
    hold: (key: string | undefined) => key && keys.add(key),

    /** The file left the list: the same file may come in again. */
    release: (key: string | undefined) => keys.delete(key),
  };
}
