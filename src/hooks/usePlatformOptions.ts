import { useCallback, useEffect, useRef } from 'react';
import type { NetworkId } from '../client/types.js';
import {
  allowedOptionValues,
  hasPostOptions,
  OPTIONS_NETWORKS,
  type AllowedOptionValues,
  type ExtendedValueSwitches,
  type NetworkOptionsMap,
  type OptionsNetworkId,
  type PlatformOptions,
  type TikTokPrivacyLevel,
  type YouTubeCategory,
} from '../networks/options/types.js';
import {
  splitTags,
  utf8Length,
  validatePlatformOptions,
  youtubeTagsLength,
  YOUTUBE_LIMITS,
  type PlatformOptionsErrors,
} from '../networks/options/validate.js';
import { useControllableState } from './useControllableState.js';
import { useLatest } from './useLatest.js';

/** A selected account, as far as its options are concerned; a `SocialAccount` fits. */
export interface PlatformOptionsAccount {
  network: NetworkId;
  /** TikTok: the privacy levels this creator may use (TikTok's `creator_info.privacy_level_options`). */
  allowedPrivacyLevels?: readonly TikTokPrivacyLevel[];
}

export interface UsePlatformOptionsOptions {
  /** The networks the post goes to. */
  networks?: readonly NetworkId[];
  /** Or the selected accounts, whose networks are used (together with `networks`, if both are given). */
  accounts?: readonly PlatformOptionsAccount[];
  /** Controlled value: one options object per network. */
  value?: PlatformOptions;
  /** Uncontrolled starting value. */
  defaultValue?: PlatformOptions;
  /** Every change, built on the value last rendered: a change not rendered back does not stick. */
  onValueChange?: (value: PlatformOptions) => void;
  /** Offer the values the networks accept beyond the interface (Threads' two newer reply settings, TikTok's followers; docs/service/networks.md). */
  enableExtendedValues?: ExtendedValueSwitches;
  /** TikTok privacy levels allowed for every TikTok account of the post; narrowed further per account. */
  allowedPrivacyLevels?: readonly TikTokPrivacyLevel[];
  /** YouTube's categories, for example localized by YouTube's `videoCategories.list`. */
  youtubeCategories?: readonly YouTubeCategory[];
  /** Called with the overall validity on mount and whenever it changes. */
  onValidityChange?: (isValid: boolean, errors: PlatformOptionsErrors) => void;
}

export interface OptionCount {
  count: number;
  max: number;
}

export interface UsePlatformOptionsResult {
  /** Every network's options, including networks no longer selected (kept in case they come back). */
  value: PlatformOptions;
  /** The options of the selected networks only: what goes into the post payload. */
  activeValue: PlatformOptions;
  /** The selected networks that have options, in catalogue order. */
  networks: OptionsNetworkId[];
  /** The selected networks that have none. */
  networksWithoutOptions: NetworkId[];
  /** The values each option may take now. */
  allowed: AllowedOptionValues;
  /** Problems of the selected networks' options, per network per field. */
  errors: PlatformOptionsErrors;
  /** No selected network's options have a problem. */
  isValid: boolean;
  /** The validity of the latest value, also right after a change in the same event handler. */
  validate: () => { isValid: boolean; errors: PlatformOptionsErrors };
  /** YouTube's measured fields against their limits, for counters. */
  counts: { youtube: { title: OptionCount; description: OptionCount; tags: OptionCount } };
  /** Replaces the value (a change you do not render does not stick). */
  setValue: (value: PlatformOptions) => void;
  /** Sets one member; `undefined` removes it. */
  setOption: <N extends OptionsNetworkId, K extends keyof NetworkOptionsMap[N]>(network: N, key: K, value: NetworkOptionsMap[N][K] | undefined) => void;
  /** Adds YouTube tags from typed or pasted text (`"a, b, c"` adds three), skipping duplicates; returns those added. */
  addTags: (text: string) => string[];
  /** Removes the YouTube tag at `index`; returns it. */
  removeTag: (index: number) => string | undefined;
}

function derive({ networks = [], accounts = [], enableExtendedValues, allowedPrivacyLevels, youtubeCategories }: UsePlatformOptionsOptions) {
  const used = new Set([...networks, ...accounts.map((account) => account.network)]);
  const allowed = allowedOptionValues({
    enableExtendedValues,
    youtubeCategories,
    tiktokPrivacyLevels: [allowedPrivacyLevels, ...accounts.filter((a) => a.network === 'tiktok').map((a) => a.allowedPrivacyLevels)],
  });
  return { allowed, networks: OPTIONS_NETWORKS.filter((id) => used.has(id)), networksWithoutOptions: [...used].filter((id) => !hasPostOptions(id)) };
}

/**
 * Headless state for the per-network post options: one options object per network, the values
 * allowed for the selected accounts, and the problems found against each network's limits.
 */
export function usePlatformOptions(options: UsePlatformOptionsOptions = {}): UsePlatformOptionsResult {
  const state = useControllableState<PlatformOptions>({
    value: options.value,
    defaultValue: options.defaultValue ?? {},
    onChange: options.onValueChange,
    name: 'usePlatformOptions: `value`',
  });
  const value = state.value;
  const { allowed, networks, networksWithoutOptions } = derive(options);
  const { isValid, errors } = validatePlatformOptions(value, allowed, networks);

  // Read at call time: new callback identities never matter.
  const latest = useLatest({ options });
  const { current: valueNow, set: setValue } = state;

  const setOption = useCallback<UsePlatformOptionsResult['setOption']>(
    (network, key, member) => {
      const current = valueNow();
      const next = { ...current[network] } as NetworkOptionsMap[typeof network];
      if (member === undefined) delete next[key];
      else next[key] = member;
      setValue({ ...current, [network]: next });
    },
    [setValue, valueNow],
  );

  const addTags = useCallback(
    (text: string) => {
      const tags = valueNow().youtube?.tags ?? [];
      const seen = new Set(tags.map((tag) => tag.toLowerCase()));
      const added = splitTags(text).filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
      if (added.length) setOption('youtube', 'tags', [...tags, ...added]);
      return added;
    },
    [setOption, valueNow],
  );

  const removeTag = useCallback(
    (index: number) => {
      const tags = valueNow().youtube?.tags ?? [];
      if (index < 0 || index >= tags.length) return undefined;
      setOption('youtube', 'tags', tags.filter((_, i) => i !== index));
      return tags[index];
    },
    [setOption, valueNow],
  );

  const validate = useCallback(() => {
    const { allowed, networks } = derive(latest.current.options);
    return validatePlatformOptions(valueNow(), allowed, networks);
  }, [latest, valueNow]);

  const reported = useRef<boolean>(undefined);
  useEffect(() => {
    if (reported.current === isValid) return;
    reported.current = isValid;
    latest.current.options.onValidityChange?.(isValid, errors);
  });

  const youtube = value.youtube ?? {};
  const activeValue: PlatformOptions = {};
  for (const network of networks) if (value[network]) Object.assign(activeValue, { [network]: value[network] });

  return {
    value,
    activeValue,
    networks,
    networksWithoutOptions,
    allowed,
    errors,
    isValid,
    validate,
    counts: {
      youtube: {
        title: { count: youtube.title?.length ?? 0, max: YOUTUBE_LIMITS.title },
        description: { count: utf8Length(youtube.description ?? ''), max: YOUTUBE_LIMITS.description },
        tags: { count: youtubeTagsLength(youtube.tags ?? []), max: YOUTUBE_LIMITS.tags },
      },
    },
    setValue,
    setOption,
    addTags,
    removeTag,
  };
}
