import { OPTIONS_NETWORKS, type AllowedOptionValues, type NetworkOptionsMap, type OptionsNetworkId, type PlatformOptions } from './types.js';

/**
 * Pure checks of the options against what the networks accept. They return message keys with
 * their numbers, never sentences, so that the text comes from the app's messages.
 */

export type PostOptionMessageKey =
  | 'optionNotAllowed'
  | 'youtubeTitleTooLong'
  | 'youtubeTitleAngleBrackets'
  | 'youtubeDescriptionTooLong'
  | 'youtubeDescriptionAngleBrackets'
  | 'youtubeTagsTooLong'
  | 'tiktokNoPrivacyLevel';

export interface OptionIssue {
  key: PostOptionMessageKey;
  /** The numbers the message speaks of: `count` measured, `max` allowed. */
  params?: { count: number; max: number };
}

export type NetworkOptionErrors<N extends OptionsNetworkId> = { [K in keyof NetworkOptionsMap[N]]?: OptionIssue };
export type PlatformOptionsErrors = { [N in OptionsNetworkId]?: NetworkOptionErrors<N> };

/** YouTube's documented limits: title in characters, description in UTF-8 bytes, tags in characters. */
export const YOUTUBE_LIMITS = { title: 100, description: 5000, tags: 500 } as const;

/** Bytes of the text in UTF-8, which is how YouTube measures a description. */
export const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * The length YouTube gives a tag list: the tags joined by commas, where a tag that contains a
 * space is counted with the two quotes that would surround it. `['a b', 'c']` is `"a b",c`: 7.
 */
export const youtubeTagsLength = (tags: readonly string[]) =>
  tags.reduce((sum, tag, index) => sum + tag.length + (index ? 1 : 0) + (/\s/.test(tag) ? 2 : 0), 0);

/**
 * Tags from typed or pasted text: split on commas, trimmed, surrounding quotes dropped (YouTube
 * adds its own), empty ones skipped.
 */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim().replace(/^"(.*)"$/, '$1').trim())
    .filter(Boolean);

const ANGLE_BRACKETS = /[<>]/;
const over = (key: PostOptionMessageKey, count: number, max: number): OptionIssue | undefined =>
  count > max ? { key, params: { count, max } } : undefined;
const notAllowed = <T>(value: T | undefined, allowed: readonly T[]): OptionIssue | undefined =>
  value !== undefined && (value as unknown) !== '' && !allowed.includes(value) ? { key: 'optionNotAllowed' } : undefined;

export function youtubeTitleIssue(title = ''): OptionIssue | undefined {
  return ANGLE_BRACKETS.test(title) ? { key: 'youtubeTitleAngleBrackets' } : over('youtubeTitleTooLong', title.length, YOUTUBE_LIMITS.title);
}

export function youtubeDescriptionIssue(description = ''): OptionIssue | undefined {
  return ANGLE_BRACKETS.test(description)
    ? { key: 'youtubeDescriptionAngleBrackets' }
    : over('youtubeDescriptionTooLong', utf8Length(description), YOUTUBE_LIMITS.description);
}

export const youtubeTagsIssue = (tags: readonly string[] = []) => over('youtubeTagsTooLong', youtubeTagsLength(tags), YOUTUBE_LIMITS.tags);

type Validators = { [N in OptionsNetworkId]: (options: NetworkOptionsMap[N], allowed: AllowedOptionValues[N]) => NetworkOptionErrors<N> };

const validators: Validators = {
  threads: (options, allowed) => ({ replyControl: notAllowed(options.replyControl, allowed.replyControl) }),
  instagram: (options, allowed) => ({ mediaType: notAllowed(options.mediaType, allowed.mediaType) }),
  youtube: (options, allowed) => ({
    title: youtubeTitleIssue(options.title),
    description: youtubeDescriptionIssue(options.description),
    privacyStatus: notAllowed(options.privacyStatus, allowed.privacyStatus),
    categoryId: notAllowed(options.categoryId, allowed.categories.map((category) => category.id)),
    tags: youtubeTagsIssue(options.tags),
  }),
  tiktok: (options, allowed) => ({
    // With no level every selected creator allows, TikTok would refuse whatever is sent.
    privacyLevel: allowed.privacyLevel.length ? notAllowed(options.privacyLevel, allowed.privacyLevel) : { key: 'tiktokNoPrivacyLevel' },
  }),
};

/** One network's problems, by field; an empty object when it is fine. */
export function validateNetworkOptions<N extends OptionsNetworkId>(network: N, options: NetworkOptionsMap[N] | undefined, allowed: AllowedOptionValues): NetworkOptionErrors<N> {
  const found = validators[network](options ?? {}, allowed[network]) as Record<string, OptionIssue | undefined>;
  const errors: Record<string, OptionIssue> = {};
  for (const field in found) if (found[field]) errors[field] = found[field];
  return errors;
}

/** The problems of the given networks' options (all networks with options by default). */
export function validatePlatformOptions(
  value: PlatformOptions,
  allowed: AllowedOptionValues,
  networks: readonly OptionsNetworkId[] = OPTIONS_NETWORKS,
): { isValid: boolean; errors: PlatformOptionsErrors } {
  const errors: Record<string, object> = {};
  for (const network of networks) {
    const found = validateNetworkOptions(network, value[network], allowed);
    if (Object.keys(found).length) errors[network] = found;
  }
  return { isValid: !Object.keys(errors).length, errors };
}
