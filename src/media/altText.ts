import type { NetworkId } from '../client/types.js';
import { getPostKindRules } from '../networks/media/merge.js';
import { characterLimit, countCharacters } from '../networks/options/limits.js';
import type { CheckMediaOptions } from './check.js';
import { networkIds, type MediaCheckTarget } from './targets.js';

/** What one network makes of an image's alt text. */
export interface AltTextVerdict {
  network: NetworkId;
  /**
   * `ok`; `missing`: there is none, and this network shows it to people who cannot see the image
   * (a warning: the post goes without); `too-long`: over the network's limit, refused until
   * shortened by `length - max`.
   */
  status: 'ok' | 'missing' | 'too-long';
  /** The text's length as this network counts it (`countCharacters(network, text, 'altText')`). */
  length: number;
  /** The network's limit, where one is known. */
  max?: number;
}

/**
 * Checks an image's alt text (a GIF's too) against each chosen network that takes alt text for
 * it (the media rules' `altText`, per post kind: Instagram's feed takes it, its Stories do not),
 * counted the way that network counts. Networks that take none are left out. Pure and server-safe.
 */
export function checkAltText(text: string, networks: Iterable<MediaCheckTarget>, options: CheckMediaOptions = {}): AltTextVerdict[] {
  const { postKind, rules } = options;
  // Counted as it is sent: the post's media carries the text trimmed (PostMedia).
  const sent = text.trim();
  const verdicts: AltTextVerdict[] = [];
  for (const network of networkIds(networks)) {
    if (!getPostKindRules(network, postKind?.[network], rules)?.rules.image?.altText) continue;
    const length = countCharacters(network, sent, 'altText');
    const max = characterLimit(network, 'altText')?.max;
    const status = !sent ? 'missing' : max !== undefined && length > max ? 'too-long' : 'ok';
    verdicts.push(max === undefined ? { network, status, length } : { network, status, length, max });
  }
  return verdicts;
}
