import { createMediaFactsStore, readMediaFacts, knowFacts } from '../../src/media/store.js';
import type { MediaFacts } from '../../src/media/types.js';

// The page's one read per file: the uploader's check, every gallery and useMediaCheck ask
// `readMediaFacts`, and a 12-megapixel photo is decoded once whoever asks first.

/** A reader that holds each read until the test lets it go, and records its signals. */
function heldReader() {
  const reads: { file: File; signal: AbortSignal; resolve: (facts: MediaFacts) => void }[] = [];
  const read = vi.fn(
    (file: File, { signal }: { signal?: AbortSignal }) =>
      new Promise<MediaFacts>((resolve, reject) => {
        reads.push({ file, signal: signal!, resolve });
        signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      }),
  );
  return { read, reads };
}

/** The reader starts after a microtask (the browser reader's chunk may still be loading). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const photo = (name = 'IMG_0001.JPG') => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
const facts = (file: File): MediaFacts => ({ name: file.name, type: file.type, size: file.size, status: 'read', width: 3024, height: 4032 });

describe('readMediaFacts', () => {
  it('reads a file once for every caller, those who ask while it is read and those who ask after', async () => {
    const { read, reads } = heldReader();
    const file = photo();
    const first = readMediaFacts(file, { read });
    await settle();
    const second = readMediaFacts(file, { read });
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    reads[0]!.resolve(facts(file));
    await expect(first).resolves.toEqual(facts(file));
    await expect(second).resolves.toEqual(facts(file));
    await expect(readMediaFacts(file, { read })).resolves.toEqual(facts(file));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps reading for the callers still waiting when one aborts, and aborts the read when the last one does', async () => {
    const { read, reads } = heldReader();
    const file = photo();
    const [one, two] = [new AbortController(), new AbortController()];
    const first = readMediaFacts(file, { read, signal: one.signal });
    const second = readMediaFacts(file, { read, signal: two.signal });
    await settle();
    one.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(reads[0]!.signal.aborted).toBe(false);
    two.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(reads[0]!.signal.aborted).toBe(true);

    // Asked again, the file is read anew rather than joined to the aborted read.
    const third = readMediaFacts(file, { read });
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    reads[1]!.resolve(facts(file));
    await expect(third).resolves.toEqual(facts(file));
  });

  it('refuses at once with a signal already aborted, reading nothing', async () => {
    const { read } = heldReader();
    await expect(readMediaFacts(photo(), { read, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(read).not.toHaveBeenCalled();
  });

  it('answers with facts known without reading (a fitted file’s), and never with pending ones', async () => {
    const { read, reads } = heldReader();
    const fitted = photo('IMG_0001.webp');
    knowFacts(fitted, { ...facts(fitted), width: 1512, height: 2016 }, read);
    await expect(readMediaFacts(fitted, { read })).resolves.toMatchObject({ width: 1512, height: 2016 });
    expect(read).not.toHaveBeenCalled();

    const other = photo('other.jpg');
    knowFacts(other, { name: other.name, type: other.type, size: other.size, status: 'pending' }, read);
    const reading = readMediaFacts(other, { read });
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    reads[0]!.resolve(facts(other));
    await expect(reading).resolves.toMatchObject({ status: 'read' });
  });
  it('keeps a failed read to the store that saw it: the next caller reads again', async () => {
    const file = photo('offline.jpg');
    let chunkLoads = false;
    const read = vi.fn((file: File) => (chunkLoads ? Promise.resolve(facts(file)) : Promise.reject(new Error('The reader’s chunk failed to load.'))));
    const gallery = createMediaFactsStore({ read });
    gallery.watch([file]);
    await vi.waitFor(() => expect(gallery.get(file).status).toBe('unknown'));
    chunkLoads = true;
    await expect(readMediaFacts(file, { read })).resolves.toMatchObject({ status: 'read' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps each reader’s facts to itself: what one could not read, another still reads', async () => {
    const file = photo('IMG_0002.HEIC');
    const browserLike = vi.fn((file: File) => Promise.resolve<MediaFacts>({ ...facts(file), status: 'unknown', width: undefined, height: undefined }));
    const server = vi.fn((file: File) => Promise.resolve(facts(file)));
    await expect(readMediaFacts(file, { read: browserLike })).resolves.toMatchObject({ status: 'unknown' });
    await expect(readMediaFacts(file, { read: server })).resolves.toMatchObject({ status: 'read', width: 3024 });
    await expect(readMediaFacts(file, { read: browserLike })).resolves.toMatchObject({ status: 'unknown' });
    expect([browserLike.mock.calls.length, server.mock.calls.length]).toEqual([1, 1]);
  });
  it('reads two files at a time with an app’s reader, and never starts a read aborted while it waits its turn', async () => {
    const { read, reads } = heldReader();
    const files = ['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => photo(name));
    const third = new AbortController();
    const asked = files.map((file, i) => readMediaFacts(file, { read, signal: i === 2 ? third.signal : undefined }).catch((error: Error) => error));
    await settle();
    expect(read.mock.calls.map(([file]) => file.name)).toEqual(['1.jpg', '2.jpg']);
    third.abort();
    reads[0]!.resolve(facts(files[0]!));
    await settle();
    expect(read.mock.calls.map(([file]) => file.name)).toEqual(['1.jpg', '2.jpg', '4.jpg']);
    reads[1]!.resolve(facts(files[1]!));
    reads[2]!.resolve(facts(files[3]!));
    expect(await Promise.all(asked)).toMatchObject([{ status: 'read' }, { status: 'read' }, { name: 'AbortError' }, { status: 'read' }]);
  });
});
