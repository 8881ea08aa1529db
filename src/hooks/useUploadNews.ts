import { useEffect, useMemo, useState } from 'react';
import { lazy } from '../client/lazy.js';
import { isHeicConversion } from '../upload/media.js';
import { watchUploadNews } from '../upload/news.js';
import type { FitFailureMessages } from '../i18n/en/fitFailure.js';
import { failureText, fitFailureOf, rejectionMessage, type UploaderMessages } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import type { UploadItem, UploadRejection } from '../upload/types.js';
import type { useAnnouncer } from './useAnnouncer.js';
import type { UseMessagesResult } from './useMessages.js';

/** The sentences of a refusal by a chosen network: loaded with the first one (an app without `networks` never does). */
const loadVerdictLines = /* @__PURE__ */ lazy(() => import('../upload/verdictLines.js'));
/** A fitting's failures, in words: loaded when one fails. */
const loadFitFailure = /* @__PURE__ */ lazy(() => import('../upload/fitFailure.js'));

/** What starting to fit a file is, said: a HEIC photo is converted, a video fitted (its progress counts), an image resized. */
const fittingNews = (item: UploadItem, m: UploaderMessages) =>
  isHeicConversion(item) ? m.mediaUploaderAnnounceConverting : item.status === 'fitting' && item.fitProgress !== undefined ? m.mediaUploaderAnnounceFittingVideo : m.mediaUploaderAnnounceFitting;

/**
 * What useMediaUploader's live region says of its files: each file's news as the store moves it,
 * and each add's refusals once. Returns the refusals, each with its sentence (`text`).
 */
export function useUploadNews(
  store: UploadStore,
  rejections: readonly UploadRejection[],
  entries: readonly string[],
  announce: ReturnType<typeof useAnnouncer>['announce'],
  { m, t, plural, locale }: UseMessagesResult<UploaderMessages>,
): readonly (UploadRejection & { text: string })[] {
  // What the list held when this store was first shown here (a shared upload, a dialog opened
  // again) was said by whoever showed it then: not news. Taken again for another store.
  const [atMount, setAtMount] = useState(() => ({ store, rejections, news: watchUploadNews(store.getItems()) }));
  if (atMount.store !== store) setAtMount({ store, rejections, news: watchUploadNews(store.getItems()) });

  // Each file's news, read from the store as it moves (every move of an item changes the totals):
  // said by the hook, so rows of any markup need say nothing.
  useEffect(() => {
    if (atMount.store !== store) return;
    const tell = () => {
      for (const news of atMount.news(store.getItems())) {
        const { name } = news.item;
        if (news.type === 'added') announce(news.key, t(m.mediaUploaderAnnounceAdded, { name }), (count) => plural('mediaUploaderAnnounceAddedMany', count));
        else if (news.type === 'uploaded') announce(news.key, t(m.mediaUploaderAnnounceUploaded, { name }));
        else if (news.type === 'fitting') announce(news.key, t(fittingNews(news.item, m), { name }));
        else if (news.type === 'failed') {
          const failed = (reason: string) => announce(news.key, t(m.mediaUploaderAnnounceFailed, { name, reason }));
          const fit = fitFailureOf(news.item);
          if (!fit) failed(failureText(news.item, m, t, locale));
          // Its sentences could not load (offline): the row's own word, without the reason.
          else void loadFitFailure().then(({ fitFailureText }) => failed(fitFailureText(fit, m as Partial<FitFailureMessages>)), () => failed(m.mediaStatus_error));
        } else
          void loadVerdictLines().then(({ verdictLines }) =>
            announce(news.key, t(m.mediaUploaderAnnounceRefused, { name, reason: verdictLines(news.verdicts, m, locale).lines.join(' ') })),
          );
      }
    };
    tell();
    return store.subscribeTotals(tell);
  }, [atMount, store, announce, t, m, plural, locale]);

  // Refusals, once per add (or refused retry).
  const said = useMemo(() => rejections.map((rejection) => ({ ...rejection, text: rejectionMessage(rejection, m, t, entries, locale) })), [rejections, m, t, entries, locale]);
  useEffect(() => {
    if (said.length && rejections !== atMount.rejections) announce(rejections, said.map((rejection) => rejection.text).join(' '));
  }, [said, rejections, atMount, announce]);

  return said;
}
