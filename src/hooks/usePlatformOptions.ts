import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
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

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

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
  onValueChange?: (value: PlatformOptions) => void;
  /** Offer the values the networks accept but section 2.6 does not list (Threads' two newer reply settings, TikTok's followers). */
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
  isValid: boolean;
  /** The validity of the latest value, also right after a change in the same event handler. */
  validate: () => { isValid: boolean; errors: PlatformOptionsErrors };
  /** YouTube's measured fields against their limits, for counters. */
  counts: { youtube: { title: OptionCount; description: OptionCount; tags: OptionCount } };
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

interface Latest {
  value: PlatformOptions;
  options: UsePlatformOptionsOptions;
  isControlled: boolean;
  /** A controlled change not rendered (yet), during the event that made it. */
  proposed?: PlatformOptions;
}

/** What a change builds on: this event's proposal, else the value last rendered (or set, uncontrolled). */
const valueOf = ({ proposed, value }: Latest) => proposed ?? value;

/**
 * Headless state for the per-network post options: one options object per network, the values
 * allowed for the selected accounts, and the problems found against each network's limits.
 */
export function usePlatformOptions(options: UsePlatformOptionsOptions = {}): UsePlatformOptionsResult {
  const [own, setOwn] = useState<PlatformOptions>(options.defaultValue ?? {});
  const isControlled = options.value !== undefined;
  const value = options.value ?? own;
  const { allowed, networks, networksWithoutOptions } = derive(options);
  const { isValid, errors } = validatePlatformOptions(value, allowed, networks);

  // Read at call time: new callback identities never matter, and two changes in one handler compose.
  // Each commit replaces the whole object, which also drops any proposal (below).
  const latest = useRef<Latest>({ value, options, isControlled });
  useInsertionEffect(() => {
    latest.current = { value, options, isControlled };
  });

  const setValue = useCallback((next: PlatformOptions) => {
    const now = latest.current;
    if (now.isControlled) {
      // A controlled change is only a proposal, which the parent may refuse by not rendering it.
      // Changes made in the same event build on it; when the event is over it is dropped, so a
      // refused proposal never rides along with the next change, which starts again from the
      // value the parent last rendered.
      if (!now.proposed) queueMicrotask(() => (now.proposed = undefined));
      now.proposed = next;
    } else {
      // Our own state takes it for sure: later changes build on it even before it renders.
      now.value = next;
      setOwn(next);
    }
    now.options.onValueChange?.(next);
  }, []);

  const setOption = useCallback<UsePlatformOptionsResult['setOption']>(
    (network, key, member) => {
      const current = valueOf(latest.current);
      const next = { ...current[network] } as NetworkOptionsMap[typeof network];
      if (member === undefined) delete next[key];
      else next[key] = member;
      setValue({ ...current, [network]: next });
    },
    [setValue],
  );

  const addTags = useCallback(
    (text: string) => {
      const tags = valueOf(latest.current).youtube?.tags ?? [];
      const seen = new Set(tags.map((tag) => tag.toLowerCase()));
      const added = splitTags(text).filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
      if (added.length) setOption('youtube', 'tags', [...tags, ...added]);
      return added;
    },
    [setOption],
  );

  const removeTag = useCallback(
    (index: number) => {
      const tags = valueOf(latest.current).youtube?.tags ?? [];
      if (index < 0 || index >= tags.length) return undefined;
      setOption('youtube', 'tags', tags.filter((_, i) => i !== index));
      return tags[index];
    },
    [setOption],
  );

  const validate = useCallback(() => {
    const { allowed, networks } = derive(latest.current.options);
    return validatePlatformOptions(valueOf(latest.current), allowed, networks);
  }, []);

  const reported = useRef<boolean>(undefined);
  useEffect(() => {
    if (reported.current === isValid) return;
    reported.current = isValid;
    latest.current.options.onValidityChange?.(isValid, errors);
  });

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && wasControlled.current !== isControlled) {
      console.warn('usePlatformOptions: `value` went from controlled to uncontrolled or back; keep to one.');
    }
    wasControlled.current = isControlled;
  }, [isControlled]);

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
