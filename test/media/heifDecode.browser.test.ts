import type * as HeifDecode from '../../src/media/heifDecode.js';
import { heicPhoto } from '../../stories/support/heic.js';

// The HEIC decoder as the package ships it (npm run build, scripts/libheif.mjs): libheif's
// JavaScript without its WebAssembly, which is fetched from the file beside it, as an app's build
// emits it. The uploader's tests run the source, where libheif's module carries it inline.
const built = new URL('../../dist/media/heifDecode.js', import.meta.url).href;

describe('the HEIC decoder of the built package', () => {
  it('decodes the photo upright, libheif’s WebAssembly fetched from its own file', async () => {
    const { decodeHeif } = (await import(/* @vite-ignore */ built)) as typeof HeifDecode;
    const bitmap = await decodeHeif(await heicPhoto());
    expect([bitmap.width, bitmap.height]).toEqual([32, 36]);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const [top, bottom] = [context.getImageData(16, 4, 1, 1).data, context.getImageData(16, 32, 1, 1).data];
    // Red above blue: the file's quarter turn applied.
    expect(top[0]! > 150 && top[2]! < 90).toBe(true);
    expect(bottom[2]! > 150 && bottom[0]! < 90).toBe(true);
    const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(fetched).toContain('/dist/media/libheif.wasm');
  });

  it('says the decoder could not be loaded when its WebAssembly cannot be fetched, and loads it at the next photo', async () => {
    // A module of its own for this test, so that the first test's libheif is not reused.
    const { decodeHeif } = (await import(/* @vite-ignore */ `${built}?fresh`)) as typeof HeifDecode;
    const realFetch = globalThis.fetch;
    const refused = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('libheif.wasm') ? Promise.resolve(new Response('', { status: 503 })) : realFetch(input, init),
    );
    await expect(decodeHeif(await heicPhoto())).rejects.toMatchObject({ name: 'ImageFitError', code: 'unreadable', message: 'The HEIC decoder could not be loaded.' });
    refused.mockRestore();
    const bitmap = await decodeHeif(await heicPhoto());
    expect(bitmap.height).toBe(36);
  });
});
