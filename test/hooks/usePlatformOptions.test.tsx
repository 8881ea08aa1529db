import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { buildPostPayload, usePlatformOptions, type PlatformOptions, type UsePlatformOptionsOptions, type UsePlatformOptionsResult } from '../../src/index.js';
import { renderHookWithProvider } from '../support/render.js';

/** Runs `change` as an event of its own: what it queued runs before the next event starts. */
const inEvent = (change: () => unknown) =>
  act(async () => {
    change();
    await Promise.resolve();
  });

describe('usePlatformOptions', () => {
  it('holds its own value when uncontrolled, starting from defaultValue, and reports each change', () => {
    const onValueChange = vi.fn();
    const { result } = renderHookWithProvider(() =>
      usePlatformOptions({ networks: ['youtube', 'threads'], defaultValue: { threads: { replyControl: 'everyone' } }, onValueChange }),
    );
    expect(result.current.value).toEqual({ threads: { replyControl: 'everyone' } });
    act(() => result.current.setOption('youtube', 'title', 'Launch day'));
    expect(result.current.value).toEqual({ threads: { replyControl: 'everyone' }, youtube: { title: 'Launch day' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ threads: { replyControl: 'everyone' }, youtube: { title: 'Launch day' } });
    act(() => result.current.setOption('threads', 'replyControl', undefined));
    expect(result.current.value.threads).toEqual({});
  });

  it('follows the value it is given when controlled, and only proposes changes', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook<UsePlatformOptionsResult, UsePlatformOptionsOptions>((props) => usePlatformOptions(props), {
      initialProps: { networks: ['tiktok'], value: { tiktok: { disableDuet: true } }, onValueChange },
    });
    act(() => result.current.setOption('tiktok', 'disableStitch', true));
    expect(onValueChange).toHaveBeenCalledWith({ tiktok: { disableDuet: true, disableStitch: true } });
    // The parent did not accept it: the value stays.
    expect(result.current.value).toEqual({ tiktok: { disableDuet: true } });
    rerender({ networks: ['tiktok'], value: { tiktok: { privacyLevel: 'SELF_ONLY' } }, onValueChange });
    expect(result.current.value).toEqual({ tiktok: { privacyLevel: 'SELF_ONLY' } });
  });

  it('round-trips through a parent that keeps the state, composing two changes made in one handler', () => {
    const { result } = renderHook(() => {
      const [value, setValue] = useState<PlatformOptions>({});
      return usePlatformOptions({ networks: ['youtube'], value, onValueChange: setValue });
    });
    act(() => {
      result.current.setOption('youtube', 'title', 'A');
      result.current.setOption('youtube', 'privacyStatus', 'private');
    });
    expect(result.current.value).toEqual({ youtube: { title: 'A', privacyStatus: 'private' } });
  });

  it('builds each change on the value the parent last rendered, never on a change it refused', async () => {
    const proposed: PlatformOptions[] = [];
    const { result } = renderHook(() => {
      const [value, setValue] = useState<PlatformOptions>({ youtube: { title: 'Short' } });
      // The app refuses a title or tag over 10 characters: it does not take the change, nor render again.
      const onValueChange = (next: PlatformOptions) => {
        proposed.push(next);
        if ([next.youtube?.title ?? '', ...(next.youtube?.tags ?? [])].every((text) => text.length <= 10)) setValue(next);
      };
      return usePlatformOptions({ networks: ['youtube'], value, onValueChange });
    });
    await inEvent(() => result.current.setOption('youtube', 'title', 'Far too long a title'));
    expect(result.current.value).toEqual({ youtube: { title: 'Short' } });
    expect(result.current.validate()).toEqual({ isValid: true, errors: {} });
    await inEvent(() => result.current.setOption('youtube', 'privacyStatus', 'private'));
    expect(proposed.at(-1)).toEqual({ youtube: { title: 'Short', privacyStatus: 'private' } });
    expect(result.current.value).toEqual({ youtube: { title: 'Short', privacyStatus: 'private' } });
    // Tags too start from the rendered value.
    await inEvent(() => result.current.addTags('a'.repeat(20)));
    await inEvent(() => result.current.addTags('b'));
    expect(proposed.at(-1)).toEqual({ youtube: { title: 'Short', privacyStatus: 'private', tags: ['b'] } });
  });

  it('builds on a refused change within the same handler, then drops it when the handler is done', async () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => usePlatformOptions({ networks: ['youtube'], value: {}, onValueChange }));
    await inEvent(() => {
      result.current.setOption('youtube', 'title', 'A');
      result.current.setOption('youtube', 'privacyStatus', 'private');
      expect(result.current.validate().isValid).toBe(true);
    });
    expect(onValueChange).toHaveBeenLastCalledWith({ youtube: { title: 'A', privacyStatus: 'private' } });
    await inEvent(() => result.current.setOption('youtube', 'categoryId', '28'));
    expect(onValueChange).toHaveBeenLastCalledWith({ youtube: { categoryId: '28' } });
  });

  it('reads the latest onValueChange at call time', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook<UsePlatformOptionsResult, UsePlatformOptionsOptions>((props) => usePlatformOptions(props), {
      initialProps: { networks: ['threads'], onValueChange: first },
    });
    const setOption = result.current.setOption;
    rerender({ networks: ['threads'], onValueChange: second });
    expect(result.current.setOption).toBe(setOption);
    act(() => setOption('threads', 'replyControl', 'mentioned_only'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('derives the networks from selected accounts, in catalogue order, and names those without options', () => {
    const { result } = renderHook(() =>
      usePlatformOptions({ accounts: [{ network: 'tiktok' }, { network: 'x' }, { network: 'youtube' }, { network: 'tiktok' }, { network: 'bluesky' }] }),
    );
    expect(result.current.networks).toEqual(['youtube', 'tiktok']);
    expect(result.current.networksWithoutOptions).toEqual(['x', 'bluesky']);
  });

  it('combines a list of networks with the accounts', () => {
    const { result } = renderHook(() => usePlatformOptions({ networks: ['instagram'], accounts: [{ network: 'threads' }] }));
    expect(result.current.networks).toEqual(['threads', 'instagram']);
  });

  it('keeps options of a network that is no longer selected, but leaves them out of activeValue and validation', () => {
    const value: PlatformOptions = { youtube: { title: 'x'.repeat(101) }, threads: { replyControl: 'everyone' } };
    const { result, rerender } = renderHook<UsePlatformOptionsResult, UsePlatformOptionsOptions>((props) => usePlatformOptions(props), {
      initialProps: { networks: ['youtube', 'threads'], value },
    });
    expect(result.current.isValid).toBe(false);
    rerender({ networks: ['threads'], value });
    expect(result.current.isValid).toBe(true);
    expect(result.current.value).toBe(value);
    expect(result.current.activeValue).toEqual({ threads: { replyControl: 'everyone' } });
    expect(buildPostPayload({ content: 'c', accounts: ['a'], options: result.current.activeValue })).not.toHaveProperty('youtube');
  });

  it('narrows TikTok privacy levels per account and flags a value the accounts do not allow', () => {
    const { result } = renderHook(() =>
      usePlatformOptions({
        accounts: [
          { network: 'tiktok', allowedPrivacyLevels: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'] },
          { network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS'] },
        ],
        defaultValue: { tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' } },
      }),
    );
    expect(result.current.allowed.tiktok.privacyLevel).toEqual(['SELF_ONLY']);
    expect(result.current.errors).toEqual({ tiktok: { privacyLevel: { key: 'optionNotAllowed' } } });
    act(() => result.current.setOption('tiktok', 'privacyLevel', 'SELF_ONLY'));
    expect(result.current.isValid).toBe(true);
  });

  it('narrows by the app-wide allowedPrivacyLevels too, and widens with enableExtendedValues', () => {
    const { result, rerender } = renderHook<UsePlatformOptionsResult, UsePlatformOptionsOptions>((props) => usePlatformOptions(props), {
      initialProps: { networks: ['tiktok', 'threads'], allowedPrivacyLevels: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'] },
    });
    expect(result.current.allowed.tiktok.privacyLevel).toEqual(['SELF_ONLY']);
    expect(result.current.allowed.threads.replyControl).not.toContain('followers_only');
    rerender({ networks: ['tiktok', 'threads'], allowedPrivacyLevels: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'], enableExtendedValues: true });
    expect(result.current.allowed.tiktok.privacyLevel).toEqual(['FOLLOWER_OF_CREATOR', 'SELF_ONLY']);
    expect(result.current.allowed.threads.replyControl).toContain('followers_only');
  });

  it('validates at call time, including a change made earlier in the same handler', () => {
    const { result } = renderHook(() => usePlatformOptions({ networks: ['youtube'] }));
    let outcome: ReturnType<typeof result.current.validate> | undefined;
    act(() => {
      result.current.setOption('youtube', 'title', 'a > b');
      outcome = result.current.validate();
    });
    expect(outcome).toEqual({ isValid: false, errors: { youtube: { title: { key: 'youtubeTitleAngleBrackets' } } } });
    expect(result.current.errors).toEqual(outcome!.errors);
  });

  it('counts the YouTube fields the way their limits do', () => {
    const { result } = renderHook(() =>
      usePlatformOptions({ networks: ['youtube'], defaultValue: { youtube: { title: 'héllo', description: 'héllo', tags: ['a b', 'c'] } } }),
    );
    expect(result.current.counts.youtube).toEqual({
      title: { count: 5, max: 100 },
      description: { count: 6, max: 5000 },
      tags: { count: 7, max: 500 },
    });
  });

  it('adds tags from pasted text, skipping duplicates whatever their case, and removes by index', () => {
    const { result } = renderHook(() => usePlatformOptions({ networks: ['youtube'], defaultValue: { youtube: { tags: ['News'] } } }));
    let added: string[] = [];
    act(() => {
      added = result.current.addTags('launch, news , "new york", launch');
    });
    expect(added).toEqual(['launch', 'new york']);
    expect(result.current.value.youtube?.tags).toEqual(['News', 'launch', 'new york']);
    let removed: string | undefined;
    act(() => {
      removed = result.current.removeTag(0);
    });
    expect(removed).toBe('News');
    expect(result.current.value.youtube?.tags).toEqual(['launch', 'new york']);
    act(() => {
      removed = result.current.removeTag(5);
    });
    expect(removed).toBeUndefined();
  });

  it('reports validity on mount and when it changes, not on every change', () => {
    const onValidityChange = vi.fn();
    const { result } = renderHook(() => usePlatformOptions({ networks: ['youtube'], onValidityChange }));
    expect(onValidityChange).toHaveBeenCalledTimes(1);
    expect(onValidityChange).toHaveBeenLastCalledWith(true, {});
    act(() => result.current.setOption('youtube', 'title', 'x'.repeat(101)));
    act(() => result.current.setOption('youtube', 'title', 'x'.repeat(102)));
    expect(onValidityChange).toHaveBeenCalledTimes(2);
    expect(onValidityChange).toHaveBeenLastCalledWith(false, { youtube: { title: { key: 'youtubeTitleTooLong', params: { count: 101, max: 100 } } } });
    act(() => result.current.setOption('youtube', 'title', 'ok'));
    expect(onValidityChange).toHaveBeenCalledTimes(3);
    expect(onValidityChange).toHaveBeenLastCalledWith(true, {});
  });

  it('reports validity once on mount under StrictMode', () => {
    const onValidityChange = vi.fn();
    renderHookWithProvider(() => usePlatformOptions({ networks: ['youtube'], onValidityChange }), { strict: true });
    expect(onValidityChange).toHaveBeenCalledTimes(1);
  });

  it('warns in development when value switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook<UsePlatformOptionsResult, UsePlatformOptionsOptions>((props) => usePlatformOptions(props), { initialProps: { value: {} } });
    rerender({ value: undefined });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('usePlatformOptions'));
  });
});
