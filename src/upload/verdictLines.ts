import { describeMediaVerdict } from '../media/describe.js';
import type { MediaFileVerdict } from '../media/types.js';
import { mediaCheckMessages, type MediaCheckMessages } from '../i18n/en/mediaCheck.js';
import type { MediaUploaderMessages } from '../i18n/en/mediaUploader.js';
import { mediaUploaderNetworkMessages, type MediaUploaderNetworkMessages } from '../i18n/en/mediaUploaderNetworks.js';
import { formatMessage } from '../i18n/messages.js';
import { getNetwork } from '../networks/catalogue.js';
import type { UploadVerdicts } from './types.js';

// A chunk of its own, loaded with a file's first verdicts (by the uploader's verdict line, and by
// useMediaUploader to say a refusal): the checker's messages and the network names come only to
// an app that passes `networks`.

/** What a file's verdicts come to: it fits them all, some network refuses it, or there is something to note (fitting to come, unread). */
export type VerdictState = 'fits' | 'refused' | 'note';

/**
 * A file's verdicts in sentences: "Fits Instagram, Bluesky and X" when every chosen network takes
 * it as it is, else each refusing network's reasons (refusals first), one sentence each. A
 * `fixable` verdict is not a refusal: its sentence says it can be fitted. `messages` are the
 * uploader's, with the provider's over them; the checker's English and these sentences' fill what they lack.
 */
export function verdictLines(verdicts: UploadVerdicts, messages: MediaUploaderMessages & Partial<MediaCheckMessages & MediaUploaderNetworkMessages>, locale?: string): { state: VerdictState; lines: string[] } {
  const m = { ...mediaCheckMessages, ...mediaUploaderNetworkMessages, ...messages };
  const all = Object.values(verdicts).filter((verdict): verdict is MediaFileVerdict => verdict !== undefined);
  if (all.every((verdict) => verdict.status === 'ok')) {
    const networks = new Intl.ListFormat(locale, { type: 'conjunction' }).format(all.map((verdict) => getNetwork(verdict.network).name));
    return { state: 'fits', lines: all.length ? [formatMessage(m.mediaUploaderVerdictFits, { networks }, locale)] : [] };
  }
  const refusing = all.filter((verdict) => verdict.status === 'refused');
  const others = all.filter((verdict) => verdict.status !== 'refused' && verdict.status !== 'ok');
  return { state: refusing.length ? 'refused' : 'note', lines: [...refusing, ...others].flatMap((verdict) => describeMediaVerdict(verdict, m, locale)) };
}
