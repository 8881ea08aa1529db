import type { NetworkId } from '../client/types.js';
import { checkAltText } from '../media/altText.js';
import { formatList } from '../media/format.js';
import type { MediaUploaderMessages } from '../i18n/en/mediaUploader.js';
import { mediaUploaderNetworkMessages, type MediaUploaderNetworkMessages } from '../i18n/en/mediaUploaderNetworks.js';
import { formatMessage } from '../i18n/messages.js';
import { getNetwork } from '../networks/catalogue.js';
import type { UploadMediaOptions } from './options.js';

// A chunk of its own, loaded once networks are chosen (hooks/useAltText.ts): the media rules, the
// counting rules and the network names come only to an app that passes `networks`.

/** What the alt text field says under it. */
export interface AltTextNote {
  /** No alt text, and chosen networks show it: "Add alt text for people on X and Bluesky who use screen readers." */
  hint?: string;
  /** Over a chosen network's limit, one sentence per network: refused until shortened. */
  error?: string;
  /** The networks whose limit the text passes. */
  over: NetworkId[];
}

/** The alt text's notes under the chosen networks: a warning when there is none, a refusal naming the excess when it is too long. */
export function altTextNote(text: string, options: UploadMediaOptions, messages: MediaUploaderMessages & Partial<MediaUploaderNetworkMessages>, locale: string | undefined): AltTextNote {
  const m = { ...mediaUploaderNetworkMessages, ...messages };
  const verdicts = checkAltText(text, options.networks ?? [], { postKind: options.postKind, rules: options.mediaRules });
  const missing = verdicts.filter((verdict) => verdict.status === 'missing').map((verdict) => getNetwork(verdict.network).name);
  const over = verdicts.filter((verdict) => verdict.status === 'too-long');
  const note: AltTextNote = { over: over.map((verdict) => verdict.network) };
  if (missing.length) note.hint = formatMessage(m.mediaUploaderAltMissing, { networks: formatList(missing, 'conjunction', locale) }, locale);
  if (over.length) {
    note.error = over
      .map(({ network, length, max = 0 }) => formatMessage(m.mediaUploaderAltTooLong, { network: getNetwork(network).name, length, max, excess: length - max }, locale))
      .join(' ');
  }
  return note;
}
