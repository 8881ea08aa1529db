import type { SocialKitError } from '../client/errors.js';
import type { UploadItem, UploadVerdicts } from './types.js';

/**
 * What a file's move is news of, for a live region: each with the key it is said once by (an
 * announcer drops a key it has said), however often the list is read.
 */
export type UploadNews =
  | { type: 'added'; key: string; item: UploadItem }
  | { type: 'uploaded'; key: string; item: UploadItem }
  /** An image being resized for the networks, each time it starts (a retry fits it again): never keyed alike. */
  | { type: 'fitting'; key: object; item: UploadItem }
  /** Once per failure: a retry that fails again is a new error. */
  | { type: 'failed'; key: SocialKitError; item: Extract<UploadItem, { status: 'error' }> }
  /** Once per verdict: a new choice of networks may refuse the file again. */
  | { type: 'refused'; key: UploadVerdicts; item: UploadItem; verdicts: UploadVerdicts };

/** What makes a file's state news again without a new status: a new failure, a new refusal. */
const detailOf = (item: UploadItem) => (item.status === 'error' ? item.error : item.status === 'refused' ? item.verdicts : undefined);

/**
 * Watches a list for news: each call reads the list as it is now and returns what moved since
 * the last. The files `listed` when it begins (a shared upload, a dialog opened again) were news
 * to whoever showed them then: only what changes from here on is. A file added and already
 * resizing within one frame (a small photo, the checker loaded) is news of both: nobody would
 * hear of its resizing otherwise.
 */
export function watchUploadNews(listed: readonly UploadItem[]) {
  let known = new Map(listed.map((item) => [item.id, item]));
  return (items: readonly UploadItem[]): UploadNews[] => {
    const news: UploadNews[] = [];
    const now = new Map<string, UploadItem>();
    for (const item of items) {
      const { id, status } = item;
      const was = known.get(id);
      now.set(id, item);
      if (!was) news.push({ type: 'added', key: `added:${id}`, item });
      else if (was.status === status && detailOf(was) === detailOf(item)) continue;
      if (status === 'done') news.push({ type: 'uploaded', key: `done:${id}`, item });
      if (status === 'fitting') news.push({ type: 'fitting', key: {}, item });
      // A failure with an automatic retry to come is not news yet: the retry may go through.
      if (status === 'error' && item.retryAt === undefined) news.push({ type: 'failed', key: item.error, item });
      if (status === 'refused' && item.verdicts) news.push({ type: 'refused', key: item.verdicts, item, verdicts: item.verdicts });
    }
    // Files that left are forgotten.
    known = now;
    return news;
  };
}
