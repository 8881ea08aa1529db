import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { NetworkId } from '../client/types.js';
import { mediaCheckMessages } from '../i18n/en/mediaCheck.js';
import { checkMedia } from '../media/check.js';
import { networkIds, type MediaCheckTarget } from '../media/targets.js';
import { createMediaFactsStore, type MediaFactsReader, type MediaFactsStore } from '../media/store.js';
import type { MediaCheckResult, MediaFacts, MediaFileVerdict, MediaPostVerdict } from '../media/types.js';
import { describeMediaVerdict, describePostVerdict } from '../media/describe.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import { useMessages } from './useMessages.js';

export interface UseMediaCheckOptions {
  /** The files of the post, in order. A new array with the same files reads nothing again. */
  files: readonly File[];
  /** The networks the post goes to: ids, or the accounts chosen for it. */
  networks: Iterable<MediaCheckTarget>;
  /** The post kind per network (`{ instagram: 'REELS' }`); a network left out gets its default. */
  postKind?: Readonly<Partial<Record<NetworkId, string>>>;
  /**
   * The rules: `MEDIA_RULES` by default, or an app's `extendMediaRules(...)`.
   * @default `MEDIA_RULES`
   */
  rules?: MediaRulesTable;
  /** Reads a file's facts; the browser reader, loaded on demand, by default. Taken at the first render. */
  read?: MediaFactsReader;
}

export interface UseMediaCheckResult {
  /** Per file, in order: read, `pending` until read, or `unknown` when the browser cannot read it. */
  facts: readonly MediaFacts[];
  /** The verdicts, per file and for the post, per network. */
  result: MediaCheckResult;
  /** Some file's facts are still being read. */
  isReading: boolean;
  /** A file's verdict for one network as sentences, one per reason (empty when it fits). */
  describeFile: (verdict: MediaFileVerdict) => string[];
  /** The post's own reasons for one network as sentences (counts, mixing). */
  describePost: (verdict: MediaPostVerdict) => string[];
}

/**
 * Checks a post's files against the chosen networks' media rules before anything is uploaded:
 * reads each file's facts in the browser (a few at a time, cached per file, aborted when the file
 * leaves the list) and gives `checkMedia`'s verdicts with their sentences in the provider's messages
 * and locale. Headless: the app renders the verdicts as it likes.
 */
export function useMediaCheck({ files, networks, postKind, rules, read }: UseMediaCheckOptions): UseMediaCheckResult {
  const { m, locale } = useMessages({ defaults: mediaCheckMessages, caller: 'useMediaCheck' });
  // Created once per hook instance and side-effect free until it watches: StrictMode's second
  // render throws its store away untouched.
  const [store] = useState<MediaFactsStore>(() => createMediaFactsStore({ read }));
  useEffect(() => store.watch(files), [store, files]);
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when the store's facts changed
  const facts = useMemo(() => files.map(store.get), [store, files, version]);
  // Networks and post kinds often come as fresh arrays and objects: compared by content.
  const networksKey = JSON.stringify(networkIds(networks));
  const postKindKey = JSON.stringify(postKind ?? {});
  const result = useMemo(
    () => checkMedia(facts, JSON.parse(networksKey) as NetworkId[], { postKind: JSON.parse(postKindKey) as Record<NetworkId, string>, rules }),
    [facts, networksKey, postKindKey, rules],
  );

  const describeFile = useCallback((verdict: MediaFileVerdict) => describeMediaVerdict(verdict, m, locale), [m, locale]);
  const describePost = useCallback((verdict: MediaPostVerdict) => describePostVerdict(verdict, m, locale), [m, locale]);
  return { facts, result, isReading: facts.some((fact) => fact.status === 'pending'), describeFile, describePost };
}
