import { act, renderHook, waitFor } from '@testing-library/react';
import { useMediaCheck, type UseMediaCheckOptions } from '../../src/hooks/useMediaCheck.js';
import type { MediaFactsReader } from '../../src/media/store.js';
import type { MediaFacts } from '../../src/media/types.js';
import { expectRenderToThrow, renderHookWithProvider } from '../support/render.js';

// The hook in jsdom with a reader that answers from a table: jsdom decodes no media (the real
// reader is tested in Chromium, test/media/mediaFacts.browser.test.ts). What is tested here is the
// adapter: facts arrive, verdicts follow the options, messages follow the provider.

const sizes: Record<string, [number, number]> = { 'tall.jpg': [1080, 1920], 'square.jpg': [1080, 1080] };

function fakeReader() {
  const pending = new Map<string, (facts: MediaFacts) => void>();
  const signals = new Map<string, AbortSignal>();
  const read = vi.fn<MediaFactsReader>((file, { signal }) => {
    signals.set(file.name, signal!);
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.set(file.name, resolve);
    });
  });
  // The facts travel through a few promise hops in the store: act waits for them.
  const answer = (file: File) =>
    act(async () => {
      const [width, height] = sizes[file.name]!;
      pending.get(file.name)!({ name: file.name, type: file.type, size: file.size, status: 'read', width, height, animated: false });
      await Promise.resolve();
    });
  return { read, answer, signals };
}

const photo = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

describe('useMediaCheck', () => {
  it('shows files pending, then the verdicts once their facts arrive', async () => {
    const reader = fakeReader();
    const files = [photo('tall.jpg')];
    const { result } = renderHookWithProvider(() => useMediaCheck({ files, networks: ['instagram', 'bluesky'], read: reader.read }));
    expect(result.current.isReading).toBe(true);
    expect(result.current.result.files[0]!.networks.instagram!.status).toBe('pending');
    await waitFor(() => expect(reader.read).toHaveBeenCalledTimes(1));
    await reader.answer(files[0]!);
    expect(result.current.isReading).toBe(false);
    expect(result.current.facts[0]).toMatchObject({ status: 'read', width: 1080, height: 1920 });
    const verdict = result.current.result.files[0]!.networks.instagram!;
    expect(verdict.status).toBe('refused');
    expect(result.current.describeFile(verdict)).toEqual(['9:16 is taller than Instagram feed allows (4:5). Post it as a Story, or crop it.']);
    expect(result.current.result.post.bluesky!.status).toBe('ok');
  });

  it('follows the post kind and the networks, reading nothing again', async () => {
    const reader = fakeReader();
    const files = [photo('tall.jpg')];
    const { result, rerender } = renderHookWithProvider(
      (options: Partial<UseMediaCheckOptions> = {}) => useMediaCheck({ files, networks: ['instagram'], read: reader.read, ...options }),
    );
    await waitFor(() => expect(reader.read).toHaveBeenCalledTimes(1));
    await reader.answer(files[0]!);
    expect(result.current.result.status).toBe('refused');
    rerender({ postKind: { instagram: 'STORIES' } });
    expect(result.current.result.post.instagram).toMatchObject({ postKind: 'STORIES', status: 'ok' });
    rerender({ networks: [{ network: 'bluesky' }], postKind: {} });
    expect(Object.keys(result.current.result.post)).toEqual(['bluesky']);
    expect(reader.read).toHaveBeenCalledTimes(1);
  });

  it("words verdicts in the provider's messages and locale", () => {
    const reader = fakeReader();
    const files = Array.from({ length: 5 }, (_, i) => new File([new Uint8Array(10)], 'square.jpg', { type: 'image/jpeg', lastModified: i }));
    const { result } = renderHookWithProvider(() => useMediaCheck({ files, networks: ['bluesky'], read: reader.read }), {
      locale: 'de-DE',
      messages: { mediaCheckTooMany_other: '{target} erlaubt {count} {kind}; {attached} sind angehängt.', mediaCheckKindImage_other: 'Bilder' },
    });
    expect(result.current.describePost(result.current.result.post.bluesky!)).toEqual(['Bluesky erlaubt 4 Bilder; 5 sind angehängt.']);
  });

  it('reads once under StrictMode, and aborts the read of a file that leaves the list', async () => {
    const reader = fakeReader();
    const [tall, square] = [photo('tall.jpg'), photo('square.jpg')];
    const { result, rerender } = renderHookWithProvider((files: File[] = [tall, square]) => useMediaCheck({ files, networks: ['x'], read: reader.read }), { strict: true });
    await waitFor(() => expect(reader.read).toHaveBeenCalledTimes(2));
    rerender([square]);
    await waitFor(() => expect(reader.signals.get('tall.jpg')!.aborted).toBe(true));
    expect(reader.signals.get('square.jpg')!.aborted).toBe(false);
    await reader.answer(square);
    expect(result.current.result.files).toHaveLength(1);
    expect(result.current.result.status).toBe('ok');
  });

  it('names itself and the provider when used outside it', () => {
    expectRenderToThrow(() => renderHook(() => useMediaCheck({ files: [], networks: [] })), 'useMediaCheck must be used inside <SocialKitProvider>.');
  });
});
